import { parsedHtml } from "./builtSite";

// A small link checker for the served site (what linkinator --check-fragments does, offline):
// it follows every internal link from the seeds, fetches every internal resource a page names,
// and reports broken links, redirects (e.g. a missing trailing slash) and missing #fragments.

export interface CrawlProblem {
  from: string;
  href: string;
  problem: string;
}

export interface CrawlResult {
  pages: string[];
  problems: CrawlProblem[];
}

export interface CrawlOptions {
  /** The served site, e.g. http://127.0.0.1:1234 */
  base: string;
  /** The production origin: links and resources on it are checked on the served site. */
  siteUrl: string;
  seeds: readonly string[];
  /** Stop after this many pages (a runaway crawl is a failure too). */
  maxPages: number;
}

const RESOURCE_SELECTORS: ReadonlyArray<[selector: string, attribute: string]> = [
  ["link[href]", "href"],
  ["script[src]", "src"],
  ["img[src]", "src"],
  ["source[src]", "src"],
  ["meta[property='og:image']", "content"],
  ["meta[property='og:url']", "content"],
  ["meta[name='twitter:image']", "content"],
];

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const base = new URL(options.base);
  const site = new URL(options.siteUrl);
  const { maxPages } = options;
  const problems: CrawlProblem[] = [];
  /** Each page crawled, with the targets a #fragment can name on it (ids, and the names of <a name>). */
  const targets = new Map<string, Set<string>>();
  const statuses = new Map<string, Promise<number>>();
  const fragmentLinks: Array<{ from: string; href: string; path: string; fragment: string }> = [];

  /** The local path of an internal URL, or undefined for other sites, mail and phone links. */
  const internalPath = (href: string, from: string): URL | undefined => {
    const url = new URL(href, new URL(from, base));
    if (url.origin === site.origin) return new URL(`${url.pathname}${url.search}${url.hash}`, base);
    return url.origin === base.origin ? url : undefined;
  };

  const status = (path: string) => {
    if (!statuses.has(path)) {
      statuses.set(
        path,
        fetch(new URL(path, base), { redirect: "manual" }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      );
    }
    return statuses.get(path)!;
  };

  const checkStatus = async (from: string, href: string, path: string) => {
    const code = await status(path);
    if (code === 200) return true;
    problems.push({ from, href, problem: code >= 300 && code < 400 ? `redirects (${code})` : `status ${code}` });
    return false;
  };

  const queue = [...new Set(options.seeds)];
  const seen = new Set(queue);
  while (queue.length > 0) {
    if (targets.size >= maxPages) {
      problems.push({ from: "(crawl)", href: queue[0]!, problem: `more than ${maxPages} pages` });
      break;
    }
    const path = queue.shift()!;
    const response = await fetch(new URL(path, base), { redirect: "manual" });
    const body = await response.text();
    statuses.set(path, Promise.resolve(response.status));
    if (response.status !== 200 || !(response.headers.get("content-type") ?? "").includes("text/html")) continue;
    const document = parsedHtml(body);
    const names = new Set<string>();
    for (const element of document.querySelectorAll("[id]")) names.add(element.id);
    for (const anchor of document.querySelectorAll("a[name]")) names.add(anchor.getAttribute("name") ?? "");
    targets.set(path, names);

    const checks: Array<Promise<unknown>> = [];
    for (const anchor of document.querySelectorAll("a[href], area[href]")) {
      const href = anchor.getAttribute("href") ?? "";
      const url = internalPath(href, path);
      if (!url) continue;
      // The Worker's own routes (the privacy notice's choice about experiments), which no static host answers: tested
      // on workerd (tests/postbuild/experiments.test.ts).
      if (url.pathname.startsWith("/api/")) continue;
      const target = `${url.pathname}${url.search}`;
      if (url.hash.length > 1)
        fragmentLinks.push({ from: path, href, path: target, fragment: decodeURIComponent(url.hash.slice(1)) });
      checks.push(
        checkStatus(path, href, target).then((ok) => {
          if (ok && !seen.has(target)) {
            seen.add(target);
            queue.push(target);
          }
        }),
      );
    }
    for (const [selector, attribute] of RESOURCE_SELECTORS) {
      for (const element of document.querySelectorAll(selector)) {
        const href = element.getAttribute(attribute) ?? "";
        const url = internalPath(href, path);
        if (url) checks.push(checkStatus(path, href, `${url.pathname}${url.search}`));
      }
    }
    for (const element of document.querySelectorAll("img[srcset], source[srcset]")) {
      for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) {
        const href = candidate.trim().split(/\s+/)[0] ?? "";
        const url = href ? internalPath(href, path) : undefined;
        if (url) checks.push(checkStatus(path, href, `${url.pathname}${url.search}`));
      }
    }
    await Promise.all(checks);
  }

  for (const link of fragmentLinks) {
    const onPage = targets.get(link.path);
    if (!onPage) continue; // the page itself is reported above when it failed
    if (!onPage.has(link.fragment)) {
      problems.push({ from: link.from, href: link.href, problem: `no element with id "${link.fragment}"` });
    }
  }

  return { pages: [...targets.keys()], problems };
}
