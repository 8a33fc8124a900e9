import { h, hydrate, type ComponentType } from "preact";
import { nextTask, whileHydrating } from "./hydrateLater";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, type IslandDeclaration } from "./island";

/** Set on an island's root once Preact has hydrated it, its later parts too: the browser tests wait for it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The browser side of an islands' bundle: hydrates every root of its islands on the page with the props the build
 * rendered it with, each in a task of its own (and its HydrateLater parts in tasks after it). The markup is already
 * there, so nothing moves and nothing typed is lost.
 */
export async function hydrateIslands(declarations: ReadonlyArray<IslandDeclaration<object>>): Promise<void> {
  for (const { name, Component } of declarations) {
    for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)) {
      // The main thread back before each root, so a bundle's evaluation and each root's hydration are tasks of
      // their own, and input waiting between them is answered.
      await nextTask();
      // One island that fails stays as its prerendered HTML; the others on the page still hydrate.
      try {
        const props = JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) ?? "{}") as object;
        await whileHydrating(() => hydrate(h(Component as unknown as ComponentType<object>, props), root));
        root.setAttribute(HYDRATED_ATTRIBUTE, "");
      } catch (error) {
        console.error(`The island "${name}" could not start`, error);
      }
    }
  }
}
