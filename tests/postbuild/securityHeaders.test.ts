import fs from "node:fs";
import path from "node:path";
import site from "../../content/site.json";
import {
  inlineScripts,
  isContentHashed,
  pageScripts,
  sha256Source,
  urlPathOf,
  WASM_SOURCE,
} from "../../gatsby/securityHeaders";
import { headersFileProblems, headersForPath, parseHeadersFile } from "../../gatsby/headersFile";
import { builtFiles, builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { builtPages, PUBLIC_DIR } from "../helpers/builtSite";
import { observatoryGrades } from "../helpers/observatory";

// public/_headers, as the host will apply it: every page gets the security headers and a CSP
// that allows exactly the site's own inline scripts (the islands' loader and the speculation rules), and the
// search page alone may compile WebAssembly, for Pagefind; the Observatory grades every page A+.

const headersText = () => fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8");
let parsed: ReturnType<typeof parseHeadersFile> | undefined;
/** The file's rules, read once: the tests below look up every page and every built file in them. */
const rules = () => (parsed ??= parseHeadersFile(headersText()));
const headersAt = (urlPath: string) => headersForPath(rules(), urlPath);
/** A path no page has: the host answers it with 404.html. */
const UNKNOWN = "/no-such-page-at-all/";
/** The page whose search compiles Pagefind's WebAssembly: only its policy allows that. */
const SEARCH = "/search/";

// Every built HTML page by the path a visitor requests, and the 404 response.
const responses = [
  ...builtHtmlFiles().map((file) => ({ urlPath: urlPathOf(file), file, status: 200 })),
  { urlPath: UNKNOWN, file: "404.html", status: 404 },
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map((tokens) => [tokens[0]!.toLowerCase(), tokens.slice(1)]),
  );
}

describe("public/_headers", () => {
  it("exists, parses and fits Cloudflare's limits (100 rules, 2,000 characters a line)", () => {
    expect(headersFileProblems(headersText())).toEqual([]);
  });

  it("covers every page of the route table", () => {
    const built = new Set(builtHtmlFiles().map(urlPathOf));
    expect(
      builtPages()
        .map((page) => page.urlPath)
        .filter((urlPath) => !built.has(urlPath)),
    ).toEqual([]);
  });
});

describe.each(responses)("$urlPath", ({ urlPath, file }) => {
  const headers = () => headersAt(urlPath);

  it("gets HSTS, nosniff, a referrer policy, frame denial and a permissions policy", () => {
    const h = headers();
    const maxAge = Number(/max-age=(\d+)/.exec(h["Strict-Transport-Security"] ?? "")?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(h["Strict-Transport-Security"]).toMatch(/includeSubDomains/);
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["X-Frame-Options"]).toBe("DENY");
    expect(h["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(h["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("gets one CSP that allows no inline or eval'd script and locks down objects, base, forms and framing", () => {
    const csp = headers()["Content-Security-Policy"] ?? "";
    expect(csp.match(/default-src/g)).toHaveLength(1); // two joined policies would both be enforced
    const d = directives(csp);
    expect(d.get("default-src")).toEqual(["'self'"]);
    const scriptSrc = d.get("script-src") ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    // WebAssembly on the search page alone, and nothing else eval would run anywhere.
    expect(scriptSrc.includes(WASM_SOURCE)).toBe(urlPath === SEARCH);
    const hashes = scriptSrc.slice(1).filter((source) => source !== WASM_SOURCE);
    expect(hashes.every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(d.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d.get("img-src")).toEqual(["'self'", "data:"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows every executable inline script of the page by its hash, and no JSON-LD or unknown script", () => {
    const allowed = new Set(directives(headers()["Content-Security-Policy"] ?? "").get("script-src"));
    const scripts = inlineScripts(readBuilt(file));
    const blocked = scripts
      .filter(
        (script) => (script.kind === "allowed" || script.kind === "unknown") && !allowed.has(sha256Source(script.body)),
      )
      .map((script) => `${script.kind} inline script not allowed by the CSP: ${script.body.trim().slice(0, 100)}`);
    expect(blocked).toEqual([]);
    const hashedData = scripts.filter((script) => script.kind === "data" && allowed.has(sha256Source(script.body)));
    expect(hashedData).toEqual([]);
  });

  it("allows no inline script but the chrome's, the islands' loader and the speculation rules, and the page carries them", () => {
    const allowed = directives(headers()["Content-Security-Policy"] ?? "").get("script-src") ?? [];
    const hashes = allowed.slice(1).filter((source) => source !== WASM_SOURCE);
    expect(hashes.sort()).toEqual(
      pageScripts()
        .map((script) => sha256Source(script.body))
        .sort(),
    );
    // The loader only where the page shows an island.
    const expected = pageScripts()
      .map((script) => script.name)
      .filter((name) => name !== "islands-loader" || readBuilt(file).includes(' data-island="'));
    expect(
      inlineScripts(readBuilt(file))
        .filter((script) => script.kind === "allowed")
        .map((script) => script.name)
        .sort(),
    ).toEqual(expected.sort());
  });
});

/** Pagefind's files named by their content: its index, the pages' fragments and each index's metadata. */
const isPagefindHashed = (file: string) =>
  /^pagefind\/((fragment|index|filter)\/|pagefind\.[\w-]+\.pf_meta$)/.test(file);

describe("caching", () => {
  it("hashed bundles, Pagefind's hashed files and /static/ are immutable; HTML, page-data and the rest revalidate", () => {
    const problems: string[] = [];
    for (const file of builtFiles()) {
      const cache = headersAt(`/${file}`)["Cache-Control"];
      const immutable =
        file.startsWith("static/") || isPagefindHashed(file) || (/\.(js|css)$/.test(file) && isContentHashed(file));
      const expected = immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate";
      if (cache !== expected) problems.push(`/${file}: ${cache}`);
    }
    expect(problems).toEqual([]);
    expect(headersAt("/page-data/app-data.json")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
    expect(builtFiles().filter(isPagefindHashed).length).toBeGreaterThan(2);
    expect(headersAt("/pagefind/pagefind.js")["Cache-Control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends Pagefind's files without the headers only a document uses", () => {
    for (const file of ["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json"]) {
      const h = headersAt(file);
      expect([h["Content-Security-Policy"], h["X-Frame-Options"]]).toEqual([undefined, undefined]);
      expect(h["X-Content-Type-Options"]).toBe("nosniff");
    }
  });
});

describe("MDN HTTP Observatory (offline, on these headers and the built HTML)", () => {
  it("grades every page and the 404 response A+", () => {
    const siteUrl = site.siteUrl.replace(/\/+$/, "");
    const results = observatoryGrades(
      responses.map(({ urlPath, file, status }) => ({
        name: urlPath,
        url: `${siteUrl}${urlPath}`,
        status,
        headers: { "Content-Type": "text/html; charset=utf-8", ...headersAt(urlPath) },
        html: readBuilt(file),
      })),
    );
    const failures = results
      .filter((result) => result.grade !== "A+")
      .map((result) => {
        const lost = Object.entries(result.tests)
          .filter(([, test]) => (test.scoreModifier ?? 0) < 0 || !test.pass)
          .map(([name, test]) => `${name}: ${test.result} (${test.scoreModifier})`);
        return `${result.name}: ${result.grade} (${result.score}) — ${lost.join("; ")}`;
      });
    expect(failures).toEqual([]);
    expect(results).toHaveLength(responses.length);
  });
});
