/** @jest-environment node */
import { robotsTxt } from "../../../gatsby/robots";
import { headersForPath, parseHeadersFile } from "../../../gatsby/headersFile";
import { planHeaders } from "../../../gatsby/securityHeaders";
import { applyPreviewSettings, buildSource, isPreviewBuild } from "../preview";

// A preview of a draft branch, with the host's build variables given: never indexed, and it sends leads,
// measurements and sign-ups nowhere unless its own PREVIEW_ settings say where.

const ON_A_DRAFT = { WORKERS_CI_BRANCH: "cms/blog/new-article", WORKERS_CI_COMMIT_SHA: "abc1234" };

describe("a preview build", () => {
  it("is any branch's build but the live site's, or one built with SITE_PREVIEW=true", () => {
    expect(isPreviewBuild({})).toBe(false);
    expect(isPreviewBuild({ WORKERS_CI_BRANCH: "main" })).toBe(false);
    expect(isPreviewBuild(ON_A_DRAFT)).toBe(true);
    expect(isPreviewBuild({ WORKERS_CI_BRANCH: "live", PRODUCTION_BRANCH: "live" })).toBe(false);
    expect(isPreviewBuild({ SITE_PREVIEW: "true" })).toBe(true);
    expect(buildSource(ON_A_DRAFT)).toEqual({ branch: "cms/blog/new-article", commit: "abc1234" });
  });

  it("takes each build setting from its PREVIEW_ twin, or none: the live site's never reach a draft", () => {
    const env: NodeJS.ProcessEnv = {
      ...ON_A_DRAFT,
      LEADS_ENDPOINT: "/api/leads",
      ANALYTICS_ENDPOINT: "https://plausible.io/api/event",
      GOOGLE_TAG_ID: "G-LIVE",
      NEWSLETTER_ENDPOINT: "https://example.us1.list-manage.com/subscribe/post",
      PREVIEW_LEADS_ENDPOINT: "https://hooks.example.com/preview-leads",
    };
    expect(applyPreviewSettings(env)).toEqual(["ANALYTICS_ENDPOINT", "GOOGLE_TAG_ID", "NEWSLETTER_ENDPOINT"]);
    expect(env).toMatchObject({
      LEADS_ENDPOINT: "https://hooks.example.com/preview-leads",
      ANALYTICS_ENDPOINT: "",
      GOOGLE_TAG_ID: "",
      NEWSLETTER_ENDPOINT: "",
    });
    // Gatsby's workers read the configuration again: the same outcome.
    applyPreviewSettings(env);
    expect(env.LEADS_ENDPOINT).toBe("https://hooks.example.com/preview-leads");
    expect(env.GOOGLE_TAG_ID).toBe("");
  });

  it("leaves the live site's settings alone", () => {
    const env: NodeJS.ProcessEnv = { WORKERS_CI_BRANCH: "main", LEADS_ENDPOINT: "/api/leads" };
    expect(applyPreviewSettings(env)).toEqual([]);
    expect(env.LEADS_ENDPOINT).toBe("/api/leads");
  });

  it("tells every crawler to keep out, in robots.txt and on every response", () => {
    expect(robotsTxt("https://x.example", "/llms.txt", true)).toBe(
      "# A preview of a draft: not for crawlers.\nUser-agent: *\nDisallow: /\n",
    );
    expect(robotsTxt("https://x.example", "/llms.txt", false)).toMatch(/^User-agent: \*\nAllow: \/\n/);
    const saved = process.env.SITE_PREVIEW;
    process.env.SITE_PREVIEW = "true";
    try {
      const rules = parseHeadersFile(planHeaders([{ urlPath: "/", html: "<html></html>" }], []).text);
      for (const path of ["/", "/blog/new-article/", "/downloads/ppc-strategy.pdf"]) {
        expect(headersForPath(rules, path)["X-Robots-Tag"]).toBe("noindex");
      }
    } finally {
      if (saved === undefined) delete process.env.SITE_PREVIEW;
      else process.env.SITE_PREVIEW = saved;
    }
    const live = parseHeadersFile(planHeaders([{ urlPath: "/", html: "<html></html>" }], []).text);
    expect(headersForPath(live, "/")["X-Robots-Tag"]).toBeUndefined();
  });
});
