import { h, hydrate, type ComponentType } from "preact";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, type IslandDeclaration } from "./island";

/** Set on an island's root once Preact has hydrated it: the browser tests wait for it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Gives the main thread back before the next piece of work, so a bundle's evaluation and each root's hydration are
 * tasks of their own, and input waiting between them is answered (scheduler.yield where the browser has it).
 */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * The browser side of an islands' bundle: hydrates every root of its islands on the page with the props the build
 * rendered it with, each in a task of its own. The markup is already there, so nothing moves and nothing typed is
 * lost.
 */
export async function hydrateIslands(declarations: ReadonlyArray<IslandDeclaration<object>>): Promise<void> {
  for (const { name, Component } of declarations) {
    for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
      await yieldToMain();
      // One island that fails stays as its prerendered HTML; the others on the page still hydrate.
      try {
        const props = JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) ?? "{}") as object;
        hydrate(h(Component as unknown as ComponentType<object>, props), root);
        root.setAttribute(HYDRATED_ATTRIBUTE, "");
      } catch (error) {
        console.error(`The island "${name}" could not start`, error);
      }
    }
  }
}
