import type { Route } from "../routes";
import { followRedirect, type Redirect } from "../redirects";
import { contentIdOf } from "../schema";
import { routeFor, tablePath } from "../urls";
import type { CheckedFile } from "./contentFile";
import { fieldPath, type ContentProblem } from "./problems";
import { PAGEFIND_DIR } from "../siteSearch";
import { sitePaths } from "../brand";
import { VARIANT_ROOT } from "../experiments";

/** A redirect, and the file and field that set it. */
export interface SetRedirect {
  redirect: Redirect;
  file: string;
  field: string;
  /** A page's former address (an article's `formerAddresses`), rather than an entry of content/redirects.json. */
  former: boolean;
}

/**
 * Every redirect the site has, as the host answers them: content/redirects.json's in their order, then each page's
 * former addresses (an article's `formerAddresses`), each leading to its page for good. A page without a page yet
 * (an article still scheduled) redirects nothing.
 */
export function siteRedirects(files: readonly CheckedFile[], routes: readonly Route[]): SetRedirect[] {
  const listed = files.flatMap((file) =>
    file.type === "Redirects"
      ? file.data.redirects.map((redirect, index) => ({
          redirect,
          file: file.file,
          field: fieldPath(["redirects", index, "from"]),
          former: false,
        }))
      : [],
  );
  const former = files.flatMap((file) => {
    const addresses = "formerAddresses" in file.data ? (file.data.formerAddresses ?? []) : [];
    const page = addresses.length > 0 ? routes.find((route) => route.contentId === contentIdOf(file.file)) : undefined;
    if (!page) return [];
    return addresses.map((from, index) => ({
      redirect: { from, to: page.path, permanent: true },
      file: file.file,
      field: fieldPath(["formerAddresses", index]),
      former: true,
    }));
  });
  return [...listed, ...former];
}

/** Each former address of a page, and the page's path: a link to one still reaches the page, through its redirect. */
export function formerAddressesOf(redirects: readonly SetRedirect[]): Map<string, string> {
  return new Map(
    redirects.flatMap(({ redirect, former }) => (former ? [[redirect.from, redirect.to]] : [])),
  );
}

/**
 * Addresses that are not pages' and that a redirect may never take, each with whose they are: the host's, the
 * site's Worker's (wrangler.toml's run_worker_first), the editing screen's, and the folders and files the build
 * writes. A redirect there would hide what answers at it.
 */
export const RESERVED_ADDRESSES: ReadonlyArray<{ path: string; whose: string }> = [
  { path: "/admin", whose: "the editing screen's address" },
  { path: "/api", whose: "the site's Worker's (the forms' receiver and the editors' sign-in)" },
  { path: VARIANT_ROOT, whose: "the site's Worker's (the experiments' variants)" },
  { path: "/cdn-cgi", whose: "the host's own" },
  { path: "/downloads", whose: "the guides' and playbooks' files'" },
  { path: "/islands", whose: "the pages' scripts'" },
  { path: `/${PAGEFIND_DIR}`, whose: "the site search's index's" },
  { path: "/page-data", whose: "the build's page data's" },
  { path: "/static", whose: "the build's images' and files'" },
  ...["/_headers", "/_redirects", "/404.html", "/robots.txt", "/sitemap-index.xml", "/sitemap-0.xml"].map((path) => ({
    path,
    whose: "a file the build writes",
  })),
  ...Object.values(sitePaths).map((path) => ({ path, whose: "a file the build writes" })),
];

/** Why a redirect may not take `from` at all, whatever the site's pages: a pattern, or an address reserved for others. */
function reservedProblem(from: string, staticFileExists: (path: string) => boolean): string | undefined {
  if (/[*:]/.test(from)) {
    return `is ${from}, a pattern (with * or a :placeholder): the host would send every address it matches, perhaps the whole site, to one page. Write each old address in full, such as "/services/old-name"`;
  }
  const reserved = RESERVED_ADDRESSES.find(({ path }) => from === path || from.startsWith(`${path}/`));
  if (reserved) {
    const where = from === reserved.path ? reserved.whose : `under ${reserved.path}, ${reserved.whose}`;
    return `is ${from}, ${where}: a redirect there would hide it. Redirect only the old address of a page`;
  }
  if (staticFileExists(from)) {
    return `is ${from}, a file of the site's (static${from}): a redirect there would hide it. Redirect only the old address of a page`;
  }
  return undefined;
}

/**
 * Each old address redirects once, and not while a page is there; no redirect comes back on itself, and none leads
 * to a page's former address rather than to the page, or takes an address that is not a page's (reservedProblem).
 * (Each target of content/redirects.json must be a page, and not
 * another of its old addresses: the link rules check `to` as they check every link, src/lib/content/linkRules.ts.)
 */
export function redirectProblems(
  redirects: readonly SetRedirect[],
  routes: readonly Route[],
  staticFileExists: (path: string) => boolean,
): ContentProblem[] {
  const first = new Map<string, SetRedirect>();
  const byFrom = new Map(redirects.map(({ redirect }) => [redirect.from, redirect] as const));
  const former = formerAddressesOf(redirects);
  return redirects.flatMap((set) => {
    const { redirect } = set;
    const at = (message: string) => ({ file: set.file, field: set.field, message });
    const earlier = first.get(redirect.from);
    if (earlier) {
      const entry = earlier.field.replace(/\.from$/, "");
      const where = earlier.file === set.file ? entry : `content/${earlier.file}'s ${entry}`;
      return [at(`is ${redirect.from} again: ${where} already redirects it (one redirect for each old address)`)];
    }
    first.set(redirect.from, set);
    const reserved = reservedProblem(redirect.from, staticFileExists);
    if (reserved) return [at(reserved)];
    const page = routeFor(redirect.from, routes);
    if (page) {
      return [at(`is ${redirect.from}, the address of a page (content/${page.contentId}): a redirect cannot take a live page's address. Remove the redirect, or the page first`)];
    }
    const { chain, loop } = followRedirect(redirect.from, byFrom);
    if (loop) return [at(`makes a loop (${chain.join(" → ")}): no page would ever answer`)];
    const next = former.get(tablePath(redirect.to));
    if (next) {
      const problem = at(`leads to ${tablePath(redirect.to)}, a former address of the page at ${next}, so visitors would be redirected twice: point it at ${next}`);
      return [{ ...problem, field: set.field.replace(/\.from$/, ".to") }];
    }
    return [];
  });
}
