import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { builtPageFiles, filesUnder } from "./builtPages";
import { headersFileProblems, HEADERS_LIMITS, parseHeadersFile, ruleMatches } from "./headersFile";
import { leadsEndpointOrigin } from "../src/lib/leads";
import { analyticsEndpoint, analyticsOrigin, googleSources } from "../src/lib/measurement";
import { CONSENT_SCRIPT_ATTRIBUTE, siteConsentScript } from "../src/lib/consentScript";
import { newsletterEndpoint, newsletterOrigin } from "../src/lib/newsletter";
import { NEWSLETTER_SCRIPT, NEWSLETTER_SCRIPT_ATTRIBUTE } from "../src/lib/newsletterScript";
import { MEASUREMENT_SCRIPT_ATTRIBUTE, measurementScript } from "../src/lib/measurementScript";
import { PAGEFIND_DIR } from "../src/lib/siteSearch";
import { LEAD_FORM_ISLANDS, TURNSTILE_ORIGIN, turnstileSiteKey } from "../src/lib/turnstile";
import { isPreviewBuild } from "../src/lib/preview";
import { SECURITY_HEADERS } from "../src/lib/siteWorker";
import { cmsBackend } from "./cms/backend";
import { ADMIN_HEADERS_PATTERN, adminHeaderLines } from "./cms/csp";
import { CHROME_SCRIPT, CHROME_SCRIPT_ATTRIBUTE } from "../src/lib/chromeScript";
import { ISLANDS_LIST_ATTRIBUTE, ISLANDS_LOADER } from "./islands/loader";
import { SPECULATION_RULES } from "./islands/speculationRules";

// Writes public/_headers (the format of Cloudflare's static assets; Netlify reads the same file) after the build:
// - Every page carries the same inline scripts: the chrome's (src/lib/chromeScript.ts), the speculation rules
//   (gatsby/islands/speculationRules.ts) and, where it shows an island, the islands' loader
//   (gatsby/islands/loader.ts). One CSP, on "/*", allows exactly those by their sha256 hashes. JSON-LD is a data
//   block and is never hashed; any other inline script is not allowed, so the browser blocks it, and the build
//   reports it and the post-build and browser checks fail.
// - One policy for every page means one rule, however many pages there are; the file is still checked against
//   Cloudflare's limits (100 rules, 2,000 characters a line) before it is written.
// - connect-src and form-action add the forms' endpoint only when the site was built with one (LEADS_ENDPOINT);
//   connect-src adds the measurements' endpoint only when the site was built with one (ANALYTICS_ENDPOINT), whose
//   script is then one more inline script on every page, allowed by its hash. A site built with Google's tag
//   (GOOGLE_TAG_ID) has its consent script on every page, allowed by its hash, and script-src, connect-src, img-src
//   and frame-src gain Google's origins (src/lib/measurement.ts, googleSources), which receive nothing until the
//   visitor accepts. A site whose newsletter boxes sign people up (NEWSLETTER_ENDPOINT) has their script on the
//   pages that show a box, allowed by its hash, and connect-src and form-action gain the email platform's origin.
// - The search page alone may compile WebAssembly ('wasm-unsafe-eval'), which Pagefind's search needs: a rule of
//   its own replaces the policy there. That source runs no script text; 'unsafe-eval' stays refused everywhere.
// - Pagefind's files (/pagefind/*) are data and a script: they carry no document headers. Its index files are named
//   by their content and kept for a year; its script, its list of indexes and its WebAssembly revalidate.

type ScriptKind = "allowed" | "data" | "external" | "unknown";

export interface InlineScript {
  kind: ScriptKind;
  /** Which of the site's scripts this is, for "allowed" scripts. */
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

interface PageScript {
  name: string;
  marker: (attributes: string) => boolean;
  body: string;
}

/** The site's inline scripts, the same text on every page: the attribute or type that marks each, and its text. */
export const PAGE_SCRIPTS: readonly PageScript[] = [
  {
    name: "chrome",
    marker: (a) => attr(a, CHROME_SCRIPT_ATTRIBUTE) !== undefined,
    body: CHROME_SCRIPT,
  },
  {
    name: "islands-loader",
    marker: (a) => attr(a, ISLANDS_LIST_ATTRIBUTE) !== undefined,
    body: ISLANDS_LOADER,
  },
  {
    name: "speculation-rules",
    marker: (a) => attr(a, "type") === "speculationrules",
    body: SPECULATION_RULES,
  },
];

/**
 * The inline scripts of this build's pages: PAGE_SCRIPTS, the measurement script when the site measures without
 * cookies, the consent script when it has Google's tag, and the newsletter boxes' when they sign people up.
 */
export function pageScripts(): PageScript[] {
  const endpoint = analyticsEndpoint();
  const consentBody = siteConsentScript();
  const measurement: PageScript[] = endpoint
    ? [
        {
          name: "measurement",
          marker: (a) => attr(a, MEASUREMENT_SCRIPT_ATTRIBUTE) !== undefined,
          body: measurementScript(endpoint),
        },
      ]
    : [];
  const consent: PageScript[] = consentBody
    ? [{ name: "consent", marker: (a) => attr(a, CONSENT_SCRIPT_ATTRIBUTE) !== undefined, body: consentBody }]
    : [];
  const newsletter: PageScript[] = newsletterEndpoint()
    ? [
        {
          name: "newsletter",
          marker: (a) => attr(a, NEWSLETTER_SCRIPT_ATTRIBUTE) !== undefined,
          body: NEWSLETTER_SCRIPT,
        },
      ]
    : [];
  return [...PAGE_SCRIPTS, ...measurement, ...consent, ...newsletter];
}

/** Every <script> of a page, classified. The raw text between the tags is what the browser hashes. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts = pageScripts();
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (attr(attributes, "src") !== undefined) return { kind: "external", attributes, body };
    const type = (attr(attributes, "type") ?? "").trim().toLowerCase();
    if (!JS_TYPES.has(type)) return { kind: "data", attributes, body };
    const known = scripts.find((script) => script.marker(attributes) && script.body === body);
    return known ? { kind: "allowed", name: known.name, attributes, body } : { kind: "unknown", attributes, body };
  });
}

export function sha256Source(body: string): string {
  return `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
}

/**
 * The CSP of a page whose inline scripts have these hash sources. When the forms deliver (src/lib/leads.ts), the
 * endpoint's origin may receive their requests and their native posts; when the site measures
 * (src/lib/measurement.ts), the events' origin may receive its events, and Google's origins once a visitor accepts
 * its tag; otherwise nothing leaves the site.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  leadsOrigin: string | undefined = leadsEndpointOrigin(),
  {
    wasm = false,
    analytics = analyticsOrigin(),
    google = googleSources(),
    newsletter = newsletterOrigin(),
    turnstile = false,
  }: {
    wasm?: boolean;
    analytics?: string;
    google?: ReturnType<typeof googleSources>;
    newsletter?: string;
    /** The page runs the forms' bot check: Turnstile's script, and the challenge's frame. */
    turnstile?: boolean;
  } = {},
): string {
  const list = (...sources: Array<string | undefined>) => [...new Set(sources.filter(Boolean))].join(" ");
  const checks = turnstile ? [TURNSTILE_ORIGIN] : [];
  const scriptSources = [
    ...[...new Set(scriptHashes)].sort(),
    ...google.script,
    ...checks,
    ...(wasm ? [WASM_SOURCE] : []),
  ];
  const frames = [...google.frame, ...checks];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Gatsby inlines the CSS and React writes style attributes; no script runs from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...google.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", leadsOrigin, analytics, newsletter, ...google.connect)}`,
    ...(frames.length > 0 ? [`frame-src ${list(...frames)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", leadsOrigin, newsletter)}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Lets a page compile WebAssembly, and nothing else that eval would. */
export const WASM_SOURCE = "'wasm-unsafe-eval'";

/**
 * The pages that run the site search, which compiles Pagefind's WebAssembly: those that show its island
 * (src/islands/search.tsx; the attribute is src/lib/islands/island.tsx's, whose styles the build hooks cannot load).
 */
export const runsSiteSearch = (html: string) => html.includes('data-island="search"');

/** The pages that show a lead form, which run the bot check when the site is built with it (src/lib/turnstile.ts). */
export const showsLeadForm = (html: string) =>
  LEAD_FORM_ISLANDS.some((island) => html.includes(`data-island="${island}"`));

export const PAGEFIND_PATTERN = `/${PAGEFIND_DIR}/*`;
/** Pagefind's files named by their content ("index/en-gb_1cf8224.pf_index"): a new index has new names. */
export const PAGEFIND_HASHED_PATTERNS = [
  `/${PAGEFIND_DIR}/fragment/*`,
  `/${PAGEFIND_DIR}/index/*`,
  `/${PAGEFIND_DIR}/filter/*`,
  `/${PAGEFIND_DIR}/*.pf_meta`,
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

/**
 * The _headers file for a build: one policy for every page and for an unknown URL (answered with 404.html), and
 * cache rules for hashed bundles (`assetFiles` are the public/-relative paths of every .js and .css). The pages
 * are read only to report an inline script the policy does not allow.
 */
export function planHeaders(
  pages: readonly BuiltHtml[],
  assetFiles: readonly string[],
  /** The editing screen's own rule (/admin/*), last so that it wins; none when the build has no screen. */
  admin?: readonly string[],
  /** The public/-relative paths of the site search's files (pagefind/…); none when the build has no search. */
  pagefindFiles: readonly string[] = [],
): HeadersPlan {
  const unknownScripts = pages.flatMap((page) =>
    inlineScripts(page.html)
      .filter((script) => script.kind === "unknown")
      .map((script) => `${page.urlPath}: ${script.body.trim().slice(0, 80)}`),
  );
  const hashes = pageScripts().map((script) => sha256Source(script.body));
  const checking = turnstileSiteKey() !== undefined;
  const csp = contentSecurityPolicy(hashes);
  const blocks: Block[] = [
    {
      pattern: "/*",
      lines: [
        ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`),
        `Cache-Control: ${CACHE_REVALIDATE}`,
        `Content-Security-Policy: ${csp}`,
        // A preview of a draft is never indexed, whatever links to it.
        ...(isPreviewBuild() ? ["X-Robots-Tag: noindex"] : []),
      ],
    },
    // A page of its own policy: the search page's WebAssembly, or the bot check of a page with a lead form.
    ...pages.flatMap((page) => {
      const wasm = runsSiteSearch(page.html);
      const turnstile = checking && showsLeadForm(page.html);
      if (!wasm && !turnstile) return [];
      return [
        {
          pattern: page.urlPath,
          lines: [
            "! Content-Security-Policy",
            `Content-Security-Policy: ${contentSecurityPolicy(hashes, undefined, { wasm, turnstile })}`,
          ],
        },
      ];
    }),
  ];
  const immutable = (pattern: string): Block => ({
    pattern,
    lines: ["! Cache-Control", `Cache-Control: ${CACHE_IMMUTABLE}`],
  });
  blocks.push(immutable("/static/*"), immutable("/*.js"), immutable("/*.css"), {
    pattern: ISLANDS_PATTERN,
    lines: DOCUMENT_ONLY_HEADERS.map((name) => `! ${name}`),
  });
  // Bundles that are not content-hashed (e.g. ~partytown/) must revalidate: a rule per top folder or root file.
  const unhashed = new Set(
    assetFiles
      .filter((file) => !isContentHashed(file))
      .map((file) => (file.includes("/") ? `/${file.split("/")[0]}/*` : `/${file}`)),
  );
  // The editing screen's and Pagefind's rules say their cache policy themselves (a host takes each pattern once).
  if (admin) unhashed.delete(ADMIN_HEADERS_PATTERN);
  unhashed.delete(PAGEFIND_PATTERN);
  for (const pattern of [...unhashed].sort()) {
    blocks.push({ pattern, lines: ["! Cache-Control", `Cache-Control: ${CACHE_REVALIDATE}`] });
  }
  if (pagefindFiles.length > 0) {
    blocks.push({
      pattern: PAGEFIND_PATTERN,
      lines: [
        ...DOCUMENT_ONLY_HEADERS.map((name) => `! ${name}`),
        "! Cache-Control",
        `Cache-Control: ${CACHE_REVALIDATE}`,
      ],
    });
    const rules = parseHeadersFile(PAGEFIND_HASHED_PATTERNS.join("\n"));
    blocks.push(
      ...rules
        .filter((rule) => pagefindFiles.some((file) => ruleMatches(rule, `/${file}`)))
        .map((rule) => immutable(rule.pattern)),
    );
  }
  if (admin) {
    blocks.push({
      pattern: ADMIN_HEADERS_PATTERN,
      lines: ["! Cache-Control", `Cache-Control: ${CACHE_REVALIDATE}`, ...admin],
    });
  }

  const header = [
    "# Written by gatsby/securityHeaders.ts after every build, from the final HTML: do not edit by hand.",
    '# Cloudflare semantics: all matching rules apply in order; "! Name" drops a header set by an earlier rule.',
    "",
    "",
  ].join("\n");
  return { text: `${header}${render(blocks)}\n`, unknownScripts };
}

/** The request path of a built HTML file: "about/index.html" → "/about/", "404.html" → "/404.html". */
export function urlPathOf(relativeFile: string): string {
  return relativeFile.endsWith("index.html") ? `/${relativeFile.slice(0, -"index.html".length)}` : `/${relativeFile}`;
}

/** Reads public/, writes public/_headers, and fails the build when the file breaks the host's limits. */
export function writeSecurityHeaders(publicDir: string, report: (message: string) => void = console.warn): HeadersPlan {
  const files = filesUnder(publicDir);
  // The pages carry their scripts; the editing screen has a policy of its own.
  const htmlFiles = builtPageFiles(files);
  const hasAdmin = files.includes("admin/index.html");
  const read = (file: string): BuiltHtml => ({
    urlPath: urlPathOf(file),
    html: fs.readFileSync(path.join(publicDir, file), "utf8"),
  });
  const plan = planHeaders(
    htmlFiles.map(read),
    files.filter((file) => /\.(js|css)$/.test(file)),
    hasAdmin ? adminHeaderLines(cmsBackend()) : undefined,
    files.filter((file) => file.startsWith(`${PAGEFIND_DIR}/`)),
  );
  const problems = headersFileProblems(plan.text);
  if (problems.length > 0)
    throw new Error(
      `public/_headers does not fit the host's limits (${HEADERS_LIMITS.rules} rules, ${HEADERS_LIMITS.lineLength} characters a line):\n${problems.join("\n")}`,
    );
  for (const script of plan.unknownScripts) {
    report(`Inline script the CSP does not allow, so the browser will block it: ${script}`);
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), plan.text);
  return plan;
}
