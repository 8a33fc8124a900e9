import type { Route } from "../routes";
import { followRedirect } from "../redirects";
import { routeFor } from "../urls";
import type { CheckedFile } from "./contentFile";
import { fieldPath, type ContentProblem } from "./problems";

/**
 * content/redirects.json: each old address redirects once, and not while a page is there, and no redirect comes
 * back on itself. (Each target must be a page, and not another old address: the link rules check `to` as they
 * check every link, src/lib/content/linkRules.ts.)
 */
export function redirectProblems(file: CheckedFile, routes: readonly Route[]): ContentProblem[] {
  if (file.type !== "Redirects") return [];
  const { redirects } = file.data;
  const first = new Map<string, number>();
  const byFrom = new Map(redirects.map((redirect) => [redirect.from, redirect] as const));
  return redirects.flatMap((redirect, index) => {
    const at = (message: string) => ({ file: file.file, field: fieldPath(["redirects", index, "from"]), message });
    const earlier = first.get(redirect.from);
    if (earlier !== undefined) return [at(`is ${redirect.from} again: redirects[${earlier}] already redirects it (one redirect for each old address)`)];
    first.set(redirect.from, index);
    const page = routeFor(redirect.from, routes);
    if (page) {
      return [at(`is ${redirect.from}, the address of a page (content/${page.contentId}): a redirect cannot take a live page's address. Remove the redirect, or the page first`)];
    }
    const { chain, loop } = followRedirect(redirect.from, byFrom);
    return loop ? [at(`makes a loop (${chain.join(" → ")}): no page would ever answer`)] : [];
  });
}
