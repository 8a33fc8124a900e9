import fs from "node:fs";
import path from "node:path";
import { parseRedirectsFile, redirectLocation, type HostRedirect } from "../src/lib/redirects";

// What the host's static assets (the site's Worker, wrangler.toml) answer for a request URL, before any byte is
// sent: a file, a redirect (a rule of the root's _redirects, matched first and exactly, as the host matches it;
// /about → /about/; /about/index.html → /about/), not found, or a bad request. Used by
// scripts/staticServer.ts. Every path is decoded and resolved here once, so nothing later can be
// tricked by an encoding: no request reaches outside the root, and no redirect leaves the site.

export type Route =
  | { kind: "bad" }
  | { kind: "missing" }
  /** 307 for the host's own redirects to a page's address; a `_redirects` rule's status for its own. */
  | { kind: "redirect"; location: string; status: number }
  | { kind: "file"; file: string; urlPath: string };

/** Host configuration, not content: the host never serves it. */
const HOST_FILES = new Set(["_headers", "_redirects"]);
/**
 * A file or folder whose name starts with a dot (.env, .git/) is a tool's, never the site's: the site publishes
 * none, not even /.well-known/, so every such path is missing, whatever is on disk.
 */
const isDotName = (segment: string) => segment.startsWith(".");

/** The path's segments, decoded; undefined when its percent-encoding is malformed. */
function decodeSegments(rawPath: string): string[] | undefined {
  try {
    return rawPath
      .split("/")
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Drops "." and empty segments and applies "..", which can never climb above the root. */
function resolveDots(segments: readonly string[]): string[] {
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === "..") resolved.pop();
    else if (segment !== "" && segment !== ".") resolved.push(segment);
  }
  return resolved;
}

export const isFile = (file: string) =>
  fs.promises.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );

// Built from resolved, re-encoded segments, so it starts with exactly one "/" and names no host.
const directoryPath = (segments: readonly string[]) =>
  `/${segments.map((segment) => `${encodeURIComponent(segment)}/`).join("")}`;

/** The host's own redirect to a page's canonical address. */
const TRAILING_SLASH_STATUS = 307;

const redirectRules = new Map<string, { mtimeMs: number; rules: Map<string, HostRedirect> }>();
/** The rules of root/_redirects, read again whenever the file changes (a new build). */
async function redirectsOf(root: string): Promise<Map<string, HostRedirect>> {
  const file = path.join(root, "_redirects");
  const stats = await fs.promises.stat(file).catch(() => undefined);
  if (!stats?.isFile()) return new Map();
  const cached = redirectRules.get(root);
  if (cached?.mtimeMs === stats.mtimeMs) return cached.rules;
  const rules = parseRedirectsFile(await fs.promises.readFile(file, "utf8"));
  redirectRules.set(root, { mtimeMs: stats.mtimeMs, rules });
  return rules;
}

/** Where a request for rawUrl (path and query, as sent) leads under root. */
export async function routeRequest(root: string, rawUrl: string): Promise<Route> {
  const queryAt = rawUrl.includes("?") ? rawUrl.indexOf("?") : rawUrl.length;
  const [rawPath, search] = [rawUrl.slice(0, queryAt), rawUrl.slice(queryAt)];
  const rule = (await redirectsOf(root)).get(rawPath);
  if (rule) return { kind: "redirect", location: redirectLocation(rule.to, search), status: rule.status };
  const decoded = rawPath.startsWith("/") ? decodeSegments(rawPath) : undefined;
  if (!decoded) return { kind: "bad" };
  // A slash, backslash or NUL inside one segment ("%2F", "\") names no file: it is how traversals
  // and open redirects smuggle in a second path.
  if (decoded.some((segment) => /[/\\\0]/.test(segment))) return { kind: "missing" };
  const segments = resolveDots(decoded);
  if (HOST_FILES.has(segments.join("/")) || segments.some(isDotName)) return { kind: "missing" };
  const file = path.join(root, ...segments);
  if (segments.at(-1) === "index.html") {
    return (await isFile(file))
      ? { kind: "redirect", location: directoryPath(segments.slice(0, -1)) + search, status: TRAILING_SLASH_STATUS }
      : { kind: "missing" };
  }
  const asDirectory = segments.length === 0 || ["", ".", ".."].includes(decoded.at(-1)!);
  if (!asDirectory && (await isFile(file))) return { kind: "file", file, urlPath: `/${segments.join("/")}` };
  if (!(await isFile(path.join(file, "index.html")))) return { kind: "missing" };
  if (!asDirectory)
    return { kind: "redirect", location: directoryPath(segments) + search, status: TRAILING_SLASH_STATUS };
  return { kind: "file", file: path.join(file, "index.html"), urlPath: directoryPath(segments) };
}
