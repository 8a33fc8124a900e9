import { createContext, useContext, type ComponentType } from "react";
import * as styles from "./island.module.scss";

// An island is a component that stays interactive after the page is prerendered. Everything else on a page is
// HTML and CSS only (the site's chrome with one small inline script: src/lib/chromeScript.ts): the browser loads no
// framework for it and hydrates nothing. An island is declared once, in a file of src/islands/
// (`island("enquiry-form", EnquiryForm)` in src/islands/enquiry-form.tsx). The build renders it like any component,
// inside a root that carries its name and its props; the islands' build (gatsby/islands/buildIslands.ts) makes each
// file of src/islands/ a browser bundle that hydrates the roots of its islands with Preact, and each page loads the
// bundle of each island it shows, once the page has loaded and the visitor nears the island
// (gatsby/islands/loader.ts), and no other.

export const ISLAND_ATTRIBUTE = "data-island";
export const PROPS_ATTRIBUTE = "data-island-props";

export interface IslandDeclaration<P> {
  name: string;
  Component: ComponentType<P>;
}

export type Island<P> = ComponentType<P> & { island: IslandDeclaration<P> };

/** The first prop, at any depth, that would not survive the trip to the browser as JSON. */
export function unserialisable(value: unknown, at = "props"): string | undefined {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
    return typeof value === "number" && !Number.isFinite(value) ? at : undefined;
  }
  if (Array.isArray(value)) return value.map((item, index) => unserialisable(item, `${at}[${index}]`)).find(Boolean);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => unserialisable(item, `${at}.${key}`))
      .find(Boolean);
  }
  return at;
}

/**
 * The island a component renders inside, if any. An island inside another would be hydrated twice, once as part of
 * the outer island and once from its own root, with two states fighting over one DOM: the build refuses it.
 */
const EnclosingIsland = createContext<string | null>(null);

export function island<P extends object>(name: string, Component: ComponentType<P>): Island<P> {
  function IslandRoot(props: P) {
    const outer = useContext(EnclosingIsland);
    if (outer !== null) {
      throw new Error(`island "${name}" is inside island "${outer}": an island cannot hold another`);
    }
    const bad = unserialisable(props);
    if (bad) {
      throw new Error(`island "${name}": ${bad} is not data (an island's props travel to the browser as JSON)`);
    }
    return (
      <div className={styles.island} {...{ [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
        <EnclosingIsland.Provider value={name}>
          <Component {...props} />
        </EnclosingIsland.Provider>
      </div>
    );
  }
  IslandRoot.displayName = `Island(${name})`;
  return Object.assign(IslandRoot, { island: { name, Component } });
}
