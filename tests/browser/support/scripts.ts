import type { Page, Route } from "@playwright/test";

const SCRIPT = /\.js(\?.*)?$/;

/**
 * Holds back every script the page requests until `release` is called: until then the visitor has the
 * prerendered HTML and its inlined CSS, as on a slow phone or with JavaScript off. Inline scripts still run;
 * Gatsby's only set globals for the runtime.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const handler = (route: Route) => (released ? route.continue() : void held.push(route));
  await page.route(SCRIPT, handler);
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.unroute(SCRIPT, handler);
  };
}
