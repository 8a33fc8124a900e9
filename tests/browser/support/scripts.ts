import type { Page, Route } from "@playwright/test";
import { waitForHydration } from "./browser";

const SCRIPT = /\.js(\?.*)?$/;

/**
 * Holds back every script the page requests until `release` is called: until then the visitor has the
 * prerendered HTML and its inlined CSS, as on a slow phone or with JavaScript off. Inline scripts still run;
 * Gatsby's only set globals for the runtime. `release` lets the scripts through and resolves once the page's islands
 * have hydrated.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const handler = (route: Route) => (released ? route.continue() : void held.push(route));
  await page.route(SCRIPT, handler);
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    // The islands' loader may ask for its modules only now. Taking the route away while such a request is under way
    // can lose it (the page then never hydrates: seen once in a hundred loads on a busy machine), so the route lets
    // requests through until the page has hydrated, and only then goes.
    await waitForHydration(page);
    await page.unroute(SCRIPT, handler);
  };
}
