import { headersFileProblems, headersForPath, parseHeadersFile } from "../headersFile";
import { contentSecurityPolicy, inlineScripts, planHeaders, sha256Source, urlPathOf } from "../securityHeaders";

// The _headers generator and the Cloudflare-style parser the test server uses.

const loader = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>`;
const SLICE = `<script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-0123456789abcdef0123.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="a9eff309152f76aeadae";</script><script src="/app-0123456789abcdef0123.js" async></script>`;
const page = (pagePath: string, extra = "") =>
  `<html><head><script type="application/ld+json" id="ld-x">{"name":"x"}</script>${extra}</head><body>${loader(pagePath)}${SLICE}</body></html>`;

describe("inlineScripts", () => {
  it("recognises Gatsby's own scripts by marker and shape, and nothing else", () => {
    const kinds = inlineScripts(page("/about/", "<script>alert(1)</script>")).map((s) => s.name ?? s.kind);
    expect(kinds).toEqual([
      "data",
      "unknown",
      "gatsby-script-loader",
      "gatsby-chunk-mapping",
      "webpack-compilation-hash",
      "external",
    ]);
  });

  it("does not take a script that only borrows a Gatsby id", () => {
    const [script] = inlineScripts('<script id="gatsby-script-loader">window.pagePath="/";fetch("//evil")</script>');
    expect(script?.kind).toBe("unknown");
  });

  it("hashes the exact text between the tags, as browsers do", () => {
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe("planHeaders", () => {
  const notFound = { urlPath: "/404.html", html: page("/404.html") };
  const pages = [
    { urlPath: "/", html: page("/") },
    { urlPath: "/about/", html: page("/about/", "<script>alert(1)</script>") },
    notFound,
  ];
  const plan = planHeaders(pages, notFound, ["app-0123456789abcdef0123.js", "~partytown/partytown.js"]);
  const rules = parseHeadersFile(plan.text);

  it("gives each page a CSP with its own Gatsby script hashes and never a JSON-LD or unknown script's", () => {
    const csp = headersForPath(rules, "/about/")["Content-Security-Policy"] ?? "";
    expect(csp.match(/default-src/g)).toHaveLength(1);
    const [loaderScript] = inlineScripts(loader("/about/"));
    expect(csp).toContain(sha256Source(loaderScript!.body));
    expect(csp).not.toContain(sha256Source('{"name":"x"}'));
    expect(csp).not.toContain(sha256Source("alert(1)"));
    expect(csp).not.toMatch(/unsafe-inline'.*script|script-src[^;]*unsafe/);
    expect(plan.unknownScripts).toEqual(["/about/: alert(1)"]);
  });

  it("gives an unknown URL the 404 page's policy and the security headers", () => {
    const headers = headersForPath(rules, "/nowhere/");
    expect(headers["Content-Security-Policy"]).toContain(sha256Source(inlineScripts(loader("/404.html"))[0]!.body));
    expect(headers["X-Frame-Options"]).toBe("DENY");
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

  it("shares rules between pages of a path prefix once there are more than 100, and stays within Cloudflare's limits", () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      urlPath: `/glossary/term-${i}/`,
      html: page(`/glossary/term-${i}/`),
    }));
    const big = planHeaders([...pages, ...many], notFound, []);
    expect(headersFileProblems(big.text)).toEqual([]);
    const bigRules = parseHeadersFile(big.text);
    expect(bigRules.some((rule) => rule.pattern.startsWith("/glossary/") && rule.pattern.endsWith("*"))).toBe(true);
    const missing = [...many, ...pages].filter(({ urlPath }) => {
      const csp = headersForPath(bigRules, urlPath)["Content-Security-Policy"] ?? "";
      return (
        csp.match(/default-src/g)?.length !== 1 ||
        !csp.includes(sha256Source(inlineScripts(loader(urlPath === "/404.html" ? "/404.html" : urlPath))[0]!.body))
      );
    });
    expect(missing.map((p) => p.urlPath)).toEqual([]);
  });
});

describe("headersForPath (Cloudflare Pages semantics)", () => {
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
  const notFound = { urlPath: "/404.html", html: page("/404.html") };
  const cspOf = (plan: ReturnType<typeof planHeaders>, urlPath: string) =>
    headersForPath(parseHeadersFile(plan.text), urlPath)["Content-Security-Policy"] ?? "";
  afterEach(() => {
    delete process.env.LEADS_ENDPOINT;
  });

  it("lets nothing leave the site when the forms only simulate", () => {
    const csp = cspOf(
      planHeaders([{ urlPath: "/contact/", html: page("/contact/") }, notFound], notFound, []),
      "/contact/",
    );
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("form-action 'self';");
  });

  it("lets every page, and the 404 page's default, send and post to the endpoint's origin when one is set", () => {
    process.env.LEADS_ENDPOINT = "https://leads.example.com/f/abc123";
    const plan = planHeaders([{ urlPath: "/contact/", html: page("/contact/") }, notFound], notFound, []);
    for (const urlPath of ["/contact/", "/no-such-page/"]) {
      const csp = cspOf(plan, urlPath);
      expect(csp).toContain("connect-src 'self' https://leads.example.com;");
      expect(csp).toContain("form-action 'self' https://leads.example.com;");
      expect(csp).not.toContain("/f/abc123");
    }
  });
});

describe("contentSecurityPolicy", () => {
  it("locks down everything but the listed scripts", () => {
    expect(contentSecurityPolicy(["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
