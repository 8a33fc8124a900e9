import type { Redirect } from "./schema/redirects";
import { tablePath, withTrailingSlash } from "./urls";

// Redirects as content (content/redirects.json, and each article's former addresses: siteRedirects in
// src/lib/content/redirectRules.ts) and as the host reads them (public/_redirects): one line per
// address, "source destination status". The host matches a source exactly, so each old address has two lines, with
// and without its trailing slash, and each leads to the page's address as the site writes it (with its slash). The
// host keeps the request's query string unless the destination has its own. scripts/pagesRoute.ts reads the same
// file, so the local server answers as the host does.

export type { Redirect };

/** 301 for a move for good, 302 for one for now. */
export const redirectStatus = (redirect: Pick<Redirect, "permanent">) => (redirect.permanent ? 301 : 302);

/** public/_redirects for the redirects, in their order. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.flatMap((redirect) => {
    const to = withTrailingSlash(redirect.to);
    const status = redirectStatus(redirect);
    return [`${redirect.from} ${to} ${status}`, `${withTrailingSlash(redirect.from)} ${to} ${status}`];
  });
  return [
    "# Written by the build from content/redirects.json and the articles' formerAddresses: edit those, not this file.",
    ...lines,
    "",
  ].join("\n");
}

export interface HostRedirect {
  to: string;
  status: number;
}

/**
 * The rules of a `_redirects` file by their exact source path, as the host reads them: one "source destination
 * [status]" a line (302 when the status is left out), comments and malformed lines ignored, the first rule for a
 * source winning.
 */
export function parseRedirectsFile(text: string): Map<string, HostRedirect> {
  const rules = new Map<string, HostRedirect>();
  for (const line of text.split("\n")) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#") || rest.length > 0) continue;
    const code = status === undefined ? 302 : Number(status);
    if (![301, 302, 303, 307, 308].includes(code) || rules.has(from)) continue;
    rules.set(from, { to, status: code });
  }
  return rules;
}

/** Where a redirect's destination sends a request that came with `search`: the destination's own query, else the request's. */
export function redirectLocation(to: string, search: string): string {
  const at = to.search(/[?#]/);
  const [path, suffix] = at === -1 ? [to, ""] : [to.slice(0, at), to.slice(at)];
  return suffix.startsWith("?") ? to : `${path}${search}${suffix}`;
}

/**
 * Where each old address finally leads, following redirects to redirects: `chain` lists every address passed
 * through, `loop` is true when the chain comes back on itself.
 */
export function followRedirect(
  from: string,
  redirects: ReadonlyMap<string, Pick<Redirect, "to">>,
): { chain: string[]; loop: boolean } {
  const chain = [from];
  let next = redirects.get(from);
  while (next) {
    const to = tablePath(next.to);
    if (chain.includes(to)) return { chain: [...chain, to], loop: true };
    chain.push(to);
    next = redirects.get(to);
  }
  return { chain, loop: false };
}
