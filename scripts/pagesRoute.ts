import fs from "node:fs";
import path from "node:path";

// What the host's static assets (the site's Worker, wrangler.toml) answer for a request URL, before any byte is
// sent: a file, a redirect (/about → /about/, /about/index.html → /about/), not found, or a bad request. Used by
// scripts/staticServer.ts. Every path is decoded and resolved here once, so nothing later can be
// tricked by an encoding: no request reaches outside the root, and no redirect leaves the site.

export type Route =
  | { kind: "bad" }
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
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

/** Where a request for rawUrl (path and query, as sent) leads under root. */
export async function routeRequest(root: string, rawUrl: string): Promise<Route> {
  const queryAt = rawUrl.includes("?") ? rawUrl.indexOf("?") : rawUrl.length;
  const [rawPath, search] = [rawUrl.slice(0, queryAt), rawUrl.slice(queryAt)];
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
      ? { kind: "redirect", location: directoryPath(segments.slice(0, -1)) + search }
      : { kind: "missing" };
  }
  const asDirectory = segments.length === 0 || ["", ".", ".."].includes(decoded.at(-1)!);
  if (!asDirectory && (await isFile(file))) return { kind: "file", file, urlPath: `/${segments.join("/")}` };
  if (!(await isFile(path.join(file, "index.html")))) return { kind: "missing" };
  if (!asDirectory) return { kind: "redirect", location: directoryPath(segments) + search };
  return { kind: "file", file: path.join(file, "index.html"), urlPath: directoryPath(segments) };
}
