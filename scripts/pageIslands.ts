import { ISLANDS_PATH } from "../gatsby/islands/buildIslands";
import { ISLANDS_LIST_ATTRIBUTE, modulesListed } from "../gatsby/islands/loader";
import { escapeRegExp } from "../src/lib/text";

// Which islands a built page loads, read from the page itself: its loader lists the runtime, then each island with
// its bundle (gatsby/islands/loader.ts), /islands/<bundle>-<hash>.js, one bundle per file of src/islands/.

const MODULE = new RegExp(`^${escapeRegExp(ISLANDS_PATH)}(.+)-[^-/]+\\.js$`);

/** The bundles a built page may load, by name, the islands' runtime first: ["runtime", "enquiry-form", …]. */
export function bundlesIn(html: string): string[] {
  const list = new RegExp(`\\s${ISLANDS_LIST_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  const bundles = (list ? modulesListed(list) : []).map((url) => {
    const bundle = MODULE.exec(url)?.[1];
    if (!bundle) throw new Error(`The islands' loader lists ${url}, which is not an island bundle's address`);
    return bundle;
  });
  return [...new Set(bundles)];
}

/**
 * Whether a built page's only interactive part is the site's chrome, which is HTML and CSS with an inline script
 * (src/lib/chromeScript.ts): it shows no island, so it loads no bundle and no runtime.
 */
export const isChromeOnly = (html: string): boolean => bundlesIn(html).length === 0;
