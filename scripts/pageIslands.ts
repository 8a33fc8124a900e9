import { ISLANDS_PATH, islandFiles, type IslandBundle } from "../gatsby/islands/buildIslands";
import { ISLANDS_LIST_ATTRIBUTE } from "../gatsby/islands/loader";
import { escapeRegExp } from "../src/lib/text";

// Which islands a built page loads, read from the page itself: its loader lists the modules it imports
// (gatsby/islands/loader.ts), /islands/<bundle>-<hash>.js, one bundle per file of src/islands/.

/** The bundle of the site's chrome (src/islands/site-chrome.tsx): the header's menus and the chat buttons. */
export const CHROME_BUNDLE = "site-chrome";

const MODULE = new RegExp(`^${escapeRegExp(ISLANDS_PATH)}(.+)-[^-/]+\\.js$`);

/** The bundles a built page loads, by name, the islands' runtime among them: ["runtime", "site-chrome", …]. */
export function bundlesIn(html: string): string[] {
  const list = new RegExp(`\\s${ISLANDS_LIST_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  return (list?.split(" ") ?? []).map((url) => {
    const bundle = MODULE.exec(url)?.[1];
    if (!bundle) throw new Error(`The islands' loader lists ${url}, which is not an island bundle's address`);
    return bundle;
  });
}

/**
 * Whether a built page's only interactive part is the site's chrome: it loads no island bundle but the chrome's
 * (the runtime is no island's). The bundles are src/islands/' files, so a new island counts without a list to edit.
 */
export function isChromeOnly(html: string, bundles: readonly IslandBundle[] = islandFiles()): boolean {
  const names = bundles.map((bundle) => bundle.bundle);
  if (!names.includes(CHROME_BUNDLE)) throw new Error(`src/islands/ has no ${CHROME_BUNDLE}.tsx: the site's chrome`);
  return bundlesIn(html).every((bundle) => bundle === CHROME_BUNDLE || !names.includes(bundle));
}
