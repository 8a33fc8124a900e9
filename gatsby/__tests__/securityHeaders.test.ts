import { headersFileProblems, headersForPath, parseHeadersFile } from "../headersFile";
import { CHROME_SCRIPT } from "../../src/lib/chromeScript";
import { ISLANDS_LOADER } from "../islands/loader";
import { SPECULATION_RULES } from "../islands/speculationRules";
import { contentSecurityPolicy, inlineScripts, planHeaders, sha256Source, urlPathOf } from "../securityHeaders";

// The _headers generator and the Cloudflare-style parser the test server uses.

const LOADER = `<script data-chrome>${CHROME_SCRIPT}</script><script data-islands="/islands/runtime-AAAAAAAA.js form=/islands/form-BBBBBBBB.js">${ISLANDS_LOADER}</script>`;
const RULES = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
const page = (extra = "") =>
  `<html><head><script type="application/ld+json" id="ld-x">{"name":"x"}</script>${RULES}${extra}</head><body><div data-island="form"></div>${LOADER}</body></html>`;
const scriptSrcOf = (csp: string) => new Set(/script-src ([^;]*)/.exec(csp)?.[1]?.split(" "));
const SITE_SCRIPTS = new Set([
  "'self'",
  sha256Source(CHROME_SCRIPT),
  sha256Source(ISLANDS_LOADER),
  sha256Source(SPECULATION_RULES),
]);

describe("inlineScripts", () => {
  it("recognises the chrome's script, the loader and the speculation rules by marker and exact text, and nothing else", () => {
    const kinds = inlineScripts(page('<script>alert(1)</script><script src="/x.js"></script>')).map(
      (s) => s.name ?? s.kind,
    );
    expect(kinds).toEqual(["data", "speculation-rules", "unknown", "external", "chrome", "islands-loader"]);
  });

  it("does not take a script that only borrows the loader's attribute or the rules' type", () => {
    const scripts = inlineScripts(
      `<script data-islands="/x.js">${ISLANDS_LOADER};fetch("//evil")</script><script type="speculationrules">{}</script><script data-chrome>${CHROME_SCRIPT}//</script>`,
    );
    expect(scripts.map((script) => script.kind)).toEqual(["unknown", "unknown", "unknown"]);
  });

  it("hashes the exact text between the tags, as browsers do", () => {
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("planHeaders", () => {
  const pages = [
    { urlPath: "/", html: page() },
    { urlPath: "/about/", html: page("<script>alert(1)</script>") },
    { urlPath: "/404.html", html: page() },
  ];
  const plan = planHeaders(pages, ["app-0123456789abcdef0123.js", "~partytown/partytown.js"]);
  const rules = parseHeadersFile(plan.text);

  it("gives every page and an unknown URL one CSP that allows the loader and the speculation rules, and no other script", () => {
    for (const urlPath of ["/", "/about/", "/404.html", "/nowhere/"]) {
      const csp = headersForPath(rules, urlPath)["Content-Security-Policy"] ?? "";
      expect(csp.match(/default-src/g)).toHaveLength(1);
      expect(scriptSrcOf(csp)).toEqual(SITE_SCRIPTS);
    }
    expect(plan.unknownScripts).toEqual(["/about/: alert(1)"]);
  });

  it("gives an unknown URL the security headers", () => {
    expect(headersForPath(rules, "/nowhere/")["X-Frame-Options"]).toBe("DENY");
  });

  it("caches hashed bundles for a year and everything else for no time", () => {
    expect(headersForPath(rules, "/app-0123456789abcdef0123.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersForPath(rules, "/~partytown/partytown.js")["Cache-Control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(headersForPath(rules, "/page-data/app-data.json")["Cache-Control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
  });

  it("serves any number of pages with the same rules, within Cloudflare's limits", () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ urlPath: `/glossary/term-${i}/`, html: page() }));
    const big = planHeaders([...pages, ...many], []);
    expect(headersFileProblems(big.text)).toEqual([]);
    expect(parseHeadersFile(big.text).length).toBe(parseHeadersFile(planHeaders(pages, []).text).length);
  });
});

describe("planHeaders, with the site search", () => {
  const searchPage = page().replace('<div data-island="form"></div>', '<div data-island="search"></div>');
  const pagefind = [
    "pagefind/pagefind.js",
    "pagefind/pagefind-entry.json",
    "pagefind/pagefind.en-gb_0123abc.pf_meta",
    "pagefind/wasm.en-gb.pagefind",
    "pagefind/index/en-gb_1234567.pf_index",
    "pagefind/fragment/en-gb_89abcde.pf_fragment",
  ];
  const plan = planHeaders(
    [
      { urlPath: "/", html: page() },
      { urlPath: "/search/", html: searchPage },
    ],
    ["pagefind/pagefind.js"],
    undefined,
    pagefind,
  );
  const rules = parseHeadersFile(plan.text);
  const cspAt = (urlPath: string) => headersForPath(rules, urlPath)["Content-Security-Policy"] ?? "";

  it("lets the page that shows the search island, and it alone, compile WebAssembly", () => {
    expect(cspAt("/search/").match(/default-src/g)).toHaveLength(1);
    expect(scriptSrcOf(cspAt("/search/"))).toEqual(new Set([...SITE_SCRIPTS, "'wasm-unsafe-eval'"]));
    for (const urlPath of ["/", "/nowhere/", "/search/other/"])
      expect(scriptSrcOf(cspAt(urlPath))).toEqual(SITE_SCRIPTS);
    expect(cspAt("/search/")).not.toMatch(/'unsafe-eval'/);
  });

  it("keeps Pagefind's files named by their content for a year, revalidates the rest, and sends no document headers", () => {
    const cache = (file: string) => headersForPath(rules, `/${file}`)["Cache-Control"];
    expect(pagefind.filter((file) => cache(file) === "public, max-age=31536000, immutable")).toEqual([
      "pagefind/pagefind.en-gb_0123abc.pf_meta",
      "pagefind/index/en-gb_1234567.pf_index",
      "pagefind/fragment/en-gb_89abcde.pf_fragment",
    ]);
    expect(headersForPath(rules, "/pagefind/pagefind.js")["Content-Security-Policy"]).toBeUndefined();
    // A rule only for the kinds of file the index has: it has no filters.
    expect(rules.map((rule) => rule.pattern)).not.toContain("/pagefind/filter/*");
  });
});

describe("headersForPath (Cloudflare's semantics)", () => {
  const rules = parseHeadersFile(["/*", "  A: 1", "  B: 1", "", "/x/*", "  ! A", "  A: 2", "  B: 2"].join("\n"));

  it("applies every matching rule in order: '!' drops, a repeated header is joined", () => {
    expect(headersForPath(rules, "/x/y")).toEqual({ A: "2", B: "1, 2" });
    expect(headersForPath(rules, "/z")).toEqual({ A: "1", B: "1" });
  });

  it("rejects malformed files and reports the host's limits", () => {
    expect(() => parseHeadersFile("  A: 1")).toThrow(/line 1/);
    expect(() => parseHeadersFile("/a/*/b/*\n  A: 1")).toThrow(/one "\*"/);
    expect(headersFileProblems(`/*\n  A: ${"x".repeat(2001)}`)).toEqual([expect.stringMatching(/allows 2000/)]);
  });

  it("maps built files to the paths visitors request", () => {
    expect([urlPathOf("index.html"), urlPathOf("about/index.html"), urlPathOf("404.html")]).toEqual([
      "/",
      "/about/",
      "/404.html",
    ]);
  });
});

describe("the forms' endpoint in _headers", () => {
  const pages = [{ urlPath: "/contact/", html: page() }];
  const cspOf = (plan: ReturnType<typeof planHeaders>, urlPath: string) =>
    headersForPath(parseHeadersFile(plan.text), urlPath)["Content-Security-Policy"] ?? "";
  afterEach(() => {
    delete process.env.LEADS_ENDPOINT;
  });

  it("lets nothing leave the site when the forms only simulate", () => {
    const csp = cspOf(planHeaders(pages, []), "/contact/");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("form-action 'self';");
  });

  it("lets every page, and an unknown URL, send and post to the endpoint's origin when one is set", () => {
    process.env.LEADS_ENDPOINT = "https://leads.example.com/f/abc123";
    const plan = planHeaders(pages, []);
    for (const urlPath of ["/contact/", "/no-such-page/"]) {
      const csp = cspOf(plan, urlPath);
      expect(csp).toContain("connect-src 'self' https://leads.example.com;");
      expect(csp).toContain("form-action 'self' https://leads.example.com;");
      expect(csp).not.toContain("/f/abc123");
    }
  });
});

describe("the bot check in _headers", () => {
  const formPage = page().replace('<div data-island="form"></div>', '<div data-island="enquiry-form"></div>');
  const guidePage = page().replace('<div data-island="form"></div>', '<div data-island="guide-form"></div>');
  const pages = [
    { urlPath: "/", html: page() },
    { urlPath: "/contact/", html: formPage },
    { urlPath: "/landing/ppc-strategy/", html: guidePage },
  ];
  const cspAt = (urlPath: string) =>
    headersForPath(parseHeadersFile(planHeaders(pages, []).text), urlPath)["Content-Security-Policy"] ?? "";
  afterEach(() => {
    delete process.env.TURNSTILE_SITE_KEY;
    delete process.env.LEADS_ENDPOINT;
  });

  it("lets the pages with a lead form, and only they, load Turnstile and frame its challenge, when it is on", () => {
    process.env.LEADS_ENDPOINT = "/api/leads";
    process.env.TURNSTILE_SITE_KEY = "1x00000000000000000000AA";
    for (const urlPath of ["/contact/", "/landing/ppc-strategy/"]) {
      expect(cspAt(urlPath).match(/default-src/g)).toHaveLength(1);
      expect(scriptSrcOf(cspAt(urlPath))).toEqual(new Set([...SITE_SCRIPTS, "https://challenges.cloudflare.com"]));
      expect(cspAt(urlPath)).toContain("frame-src https://challenges.cloudflare.com;");
    }
    for (const urlPath of ["/", "/no-such-page/"]) {
      expect(scriptSrcOf(cspAt(urlPath))).toEqual(SITE_SCRIPTS);
      expect(cspAt(urlPath)).not.toContain("challenges.cloudflare.com");
    }
  });

  it("allows it nowhere when the check is off, or when the forms only simulate", () => {
    expect(cspAt("/contact/")).not.toContain("challenges.cloudflare.com");
    process.env.TURNSTILE_SITE_KEY = "1x00000000000000000000AA";
    expect(cspAt("/contact/")).not.toContain("challenges.cloudflare.com");
  });
});

describe("contentSecurityPolicy", () => {
  it("locks down everything but the listed scripts", () => {
    expect(contentSecurityPolicy(["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
