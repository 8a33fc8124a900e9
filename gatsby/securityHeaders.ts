import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { headersFileProblems, HEADERS_LIMITS } from "./headersFile";
import { leadsEndpointOrigin } from "../src/lib/leads";
import { escapeRegExp } from "../src/lib/text";
import { cmsBackend } from "./cms/backend";
import { ADMIN_HEADERS_PATTERN, adminHeaderLines } from "./cms/csp";
import { ISLANDS_LIST_ATTRIBUTE, ISLANDS_LOADER } from "./islands/loader";
import { SPECULATION_RULES } from "./islands/speculationRules";

// Writes public/_headers (Cloudflare Pages format; Netlify reads the same file)
// after the build, from the final HTML:
// - script-src allows Gatsby's own inline scripts by sha256 hash, recognised by
//   their markers and exact shape. JSON-LD is a data block and is never hashed;
//   an inline script we do not recognise is never hashed either, so the browser
//   blocks it and the post-build and browser checks fail loudly.
// - Every page's gatsby-script-loader script names its own path, so each page
//   gets its own CSP block; "/*" carries the 404 page's policy, because an unknown
//   URL is answered with 404.html and only matches "/*".
// - Cloudflare allows 100 rules and 2,000 characters a line: past that, pages
//   sharing a path prefix share a "prefix*" rule with the union of their hashes.
// - connect-src and form-action add the forms' endpoint only when the site was built with one (LEADS_ENDPOINT).

type ScriptKind = "gatsby" | "data" | "external" | "unknown";

export interface InlineScript {
  kind: ScriptKind;
  /** Which Gatsby script this is, for "gatsby" scripts. */
  name?: string;
  attributes: string;
  body: string;
}

const attr = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, "i").exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
};

/** Types the browser runs, or acts on as a script does (speculation rules): the CSP must allow them. */
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "speculationrules"]);
const JSON_STRING = String.raw`"(?:[^"\\<]|\\.)*"`;

/** The build's own inline scripts (Gatsby's, and the islands'): the id or type that marks each, and the exact shape of its body. */
const GATSBY_SCRIPTS: ReadonlyArray<{ name: string; marker: (attributes: string) => boolean; body: RegExp }> = [
  {
    // cache-dir/static-entry.js: the page's own path, per page.
    name: "gatsby-script-loader",
    marker: (a) => attr(a, "id") === "gatsby-script-loader",
    body: new RegExp(
      String.raw`^/\*<!\[CDATA\[\*/window\.pagePath=${JSON_STRING};(?:window\.___webpackCompilationHash="[0-9a-f]+";)?/\*\]\]>\*/$`,
    ),
  },
  {
    // The _gatsby-scripts slice: the chunk map, the same on every page of a build.
    name: "gatsby-chunk-mapping",
    marker: (a) => attr(a, "id") === "gatsby-chunk-mapping",
    body: new RegExp(String.raw`^\s*window\.___chunkMapping=${JSON_STRING};\s*$`),
  },
  {
    // The _gatsby-scripts slice: the build's compilation hash (a script with no attributes).
    name: "webpack-compilation-hash",
    marker: (a) => a.trim() === "",
    body: /^window\.___webpackCompilationHash="[0-9a-f]+";$/,
  },
  {
    // gatsby/islands/loader.ts: starts the page's islands, the same on every page.
    name: "islands-loader",
    marker: (a) => attr(a, ISLANDS_LIST_ATTRIBUTE) !== undefined,
    body: new RegExp(`^${escapeRegExp(ISLANDS_LOADER)}$`),
  },
  {
    // gatsby/islands/speculationRules.ts: the same on every page.
    name: "speculation-rules",
    marker: (a) => attr(a, "type") === "speculationrules",
    body: new RegExp(`^${escapeRegExp(SPECULATION_RULES)}$`),
  },
];

/** Every <script> of a page, classified. The raw text between the tags is what the browser hashes. */
export function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (attr(attributes, "src") !== undefined) return { kind: "external", attributes, body };
    const type = (attr(attributes, "type") ?? "").trim().toLowerCase();
    if (!JS_TYPES.has(type)) return { kind: "data", attributes, body };
    const known = GATSBY_SCRIPTS.find((script) => script.marker(attributes) && script.body.test(body));
    return known ? { kind: "gatsby", name: known.name, attributes, body } : { kind: "unknown", attributes, body };
  });
}

export function sha256Source(body: string): string {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * The CSP of a page whose inline scripts have these hash sources. When the forms deliver (src/lib/leads.ts), the
 * endpoint's origin may receive their requests and their native posts; otherwise nothing leaves the site.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  leadsOrigin: string | undefined = leadsEndpointOrigin(),
): string {
  const andLeads = (sources: string) => (leadsOrigin ? `${sources} ${leadsOrigin}` : sources);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    // Gatsby inlines the CSS and React writes style attributes; no script runs from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    andLeads("connect-src 'self'"),
    "object-src 'none'",
    "base-uri 'self'",
    andLeads("form-action 'self'"),
    "frame-ancestors 'none'",
  ].join("; ");
}

export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Content-hashed bundles: Gatsby's (app-<20 hex>.js, app.<20 hex>.css, component---<template>.<20 hex>.css,
 * <hash>-<20 hex>.js) and the islands' (islands/<name>-<8 base32>.js).
 */
export const isContentHashed = (file: string) =>
  /[.-][0-9a-f]{20}\.(js|css)$/.test(path.basename(file)) || /^islands\/[\w-]+-[A-Z0-9]{8}\.js$/.test(file);

/** The islands' scripts, the only ones pages load. */
export const ISLANDS_PATTERN = "/islands/*";
/**
 * Headers that govern a document, which a script's response does without: the browser applies none of them to a
 * script, and each request would carry them (about 0.7 KB) for nothing. nosniff and HSTS stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
];

export interface BuiltHtml {
  /** The path a visitor requests: "/", "/about/", "/404.html". */
  urlPath: string;
  html: string;
}

export interface HeadersPlan {
  text: string;
  /** Inline scripts that were not recognised, so not allowed: each "path: start of script". */
  unknownScripts: string[];
}

interface Block {
  pattern: string;
  lines: string[];
}

const render = (blocks: readonly Block[]) =>
  blocks.map((block) => [block.pattern, ...block.lines.map((line) => `  ${line}`)].join("\n")).join("\n\n");

function hashesOf(page: BuiltHtml, unknown: string[]): string[] {
  const scripts = inlineScripts(page.html);
  for (const script of scripts.filter((s) => s.kind === "unknown"))
    unknown.push(`${page.urlPath}: ${script.body.trim().slice(0, 80)}`);
  return [...new Set(scripts.filter((s) => s.kind === "gatsby").map((s) => sha256Source(s.body)))].sort();
}

/**
 * The _headers file for a build: every HTML page with the 404 page's policy as the default, and
 * cache rules for hashed bundles (`assetFiles` are the public/-relative paths of every .js and .css).
 */
export function planHeaders(
  pages: readonly BuiltHtml[],
  notFound: BuiltHtml,
  assetFiles: readonly string[],
  /** The editing screen's own rule (/admin/*), last so that it wins; none when the build has no screen. */
  admin?: readonly string[],
): HeadersPlan {
  const unknownScripts: string[] = [];
  const fallback = hashesOf(notFound, unknownScripts);
  const cspLine = (hashes: readonly string[]) => `Content-Security-Policy: ${contentSecurityPolicy(hashes)}`;
  const globals: Block[] = [
    {
      pattern: "/*",
      lines: [
        ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
        `Cache-Control: ${CACHE_REVALIDATE}`,
        cspLine(fallback),
      ],
    },
  ];
  const immutable = (pattern: string): Block => ({
    pattern,
    lines: ["! Cache-Control", `Cache-Control: ${CACHE_IMMUTABLE}`],
  });
  globals.push(immutable("/static/*"), immutable("/*.js"), immutable("/*.css"), {
    pattern: ISLANDS_PATTERN,
    lines: DOCUMENT_ONLY_HEADERS.map((name) => `! ${name}`),
  });
  // Bundles that are not content-hashed (e.g. ~partytown/) must revalidate: a rule per top folder or root file.
  const unhashed = new Set(
    assetFiles
      .filter((file) => !isContentHashed(file))
      .map((file) => (file.includes("/") ? `/${file.split("/")[0]}/*` : `/${file}`)),
  );
  // The editing screen's rule says its cache policy itself (a host takes each pattern once).
  if (admin) unhashed.delete(ADMIN_HEADERS_PATTERN);
  for (const pattern of [...unhashed].sort()) {
    globals.push({ pattern, lines: ["! Cache-Control", `Cache-Control: ${CACHE_REVALIDATE}`] });
  }

  const own = pages
    .map((page) => ({ urlPath: page.urlPath, hashes: hashesOf(page, unknownScripts) }))
    .filter((page) => page.hashes.join(" ") !== fallback.join(" "));
  // Past the rule limit, pages that share a path prefix share a "prefix*" rule with the union of
  // their hashes (and the 404 policy's, for unknown URLs under it): the widest prefix whose policy
  // still fits on one line goes first, until the file fits.
  let perPage = own
    .map((page) => ({ pattern: page.urlPath, hashes: page.hashes }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
  const groups: Array<{ pattern: string; hashes: string[] }> = [];
  const fits = (hashes: readonly string[]) => `  ${cspLine(hashes)}`.length <= HEADERS_LIMITS.lineLength;
  while (perPage.length + groups.length > HEADERS_LIMITS.rules - globals.length - (admin ? 1 : 0)) {
    let best: { prefix: string; members: typeof perPage; hashes: string[] } | undefined;
    const prefixes = new Set(
      perPage.flatMap((page) =>
        [...page.pattern].map((_, i) => page.pattern.slice(0, i + 1)).filter((prefix) => prefix.length > 1),
      ),
    );
    for (const prefix of prefixes) {
      const members = perPage.filter((page) => page.pattern.startsWith(prefix));
      if (members.length < 2 || (best && members.length <= best.members.length)) continue;
      const hashes = [...new Set([...fallback, ...members.flatMap((page) => page.hashes)])];
      if (fits(hashes)) best = { prefix, members, hashes };
    }
    if (!best) break; // headersFileProblems reports what still does not fit
    groups.push({ pattern: `${best.prefix}*`, hashes: best.hashes });
    perPage = perPage.filter((page) => !best!.members.includes(page));
  }
  // Longer prefixes after shorter ones: the most specific matching rule is applied last and wins.
  groups.sort((a, b) => a.pattern.length - b.pattern.length);
  const routeBlocks: Block[] = [...groups, ...perPage].map((entry) => ({
    pattern: entry.pattern,
    lines: ["! Content-Security-Policy", cspLine(entry.hashes)],
  }));

  const header = [
    "# Written by gatsby/securityHeaders.ts after every build, from the final HTML: do not edit by hand.",
    '# Cloudflare Pages semantics: all matching rules apply in order; "! Name" drops a header set by an earlier rule.',
    "",
    "",
  ].join("\n");
  const adminBlocks: Block[] = admin
    ? [{ pattern: ADMIN_HEADERS_PATTERN, lines: ["! Cache-Control", `Cache-Control: ${CACHE_REVALIDATE}`, ...admin] }]
    : [];
  return { text: `${header}${render([...globals, ...routeBlocks, ...adminBlocks])}\n`, unknownScripts };
}

function filesUnder(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, root) : [path.relative(root, full).split(path.sep).join("/")];
  });
}

/** The request path of a built HTML file: "about/index.html" → "/about/", "404.html" → "/404.html". */
export function urlPathOf(relativeFile: string): string {
  return relativeFile.endsWith("index.html") ? `/${relativeFile.slice(0, -"index.html".length)}` : `/${relativeFile}`;
}

/** Reads public/, writes public/_headers, and fails the build when the file breaks the host's limits. */
export function writeSecurityHeaders(publicDir: string, report: (message: string) => void = console.warn): HeadersPlan {
  const files = filesUnder(publicDir);
  // Slices are fragments stitched into the pages; the pages themselves carry their scripts. The editing screen
  // (admin/) is no Gatsby page and has a policy of its own.
  const htmlFiles = files.filter(
    (file) => file.endsWith(".html") && !file.startsWith("_gatsby/") && !file.startsWith("admin/"),
  );
  const hasAdmin = files.includes("admin/index.html");
  const read = (file: string): BuiltHtml => ({
    urlPath: urlPathOf(file),
    html: fs.readFileSync(path.join(publicDir, file), "utf8"),
  });
  if (!htmlFiles.includes("404.html")) throw new Error("public/404.html is missing: the 404 response needs it");
  const plan = planHeaders(
    htmlFiles.map(read),
    read("404.html"),
    files.filter((file) => /\.(js|css)$/.test(file)),
    hasAdmin ? adminHeaderLines(cmsBackend()) : undefined,
  );
  const problems = headersFileProblems(plan.text);
  if (problems.length > 0) throw new Error(`public/_headers does not fit the host's limits:\n${problems.join("\n")}`);
  for (const script of plan.unknownScripts) {
    report(`Inline script not recognised as Gatsby's, so the CSP will block it: ${script}`);
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), plan.text);
  return plan;
}
