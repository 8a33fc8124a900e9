import fs from "node:fs";
import path from "node:path";
import { validateFile } from "../../gatsby/validateContent";
import { routes } from "../../src/lib/routes";
import { isLiveHref, tablePath } from "../../src/lib/urls";

// The company screens' content files and routes.

const FILES = ["services", "results", "contact", "careers", "partner-program"].map((name) => `pages/${name}.json`);
const read = (file: string) => fs.readFileSync(path.join(__dirname, "..", "..", "content", file), "utf8");

/** Pages of SPEC §2 that other work streams build; links to them are allowed before they merge. */
const BUILT_ELSEWHERE = new Set([
  "/services/paid-advertising",
  "/services/seo-content",
  "/services/conversion-websites",
  "/services/email-lifecycle",
  "/ppc-agency",
  "/google-ads-agency",
  "/seo-agency",
  "/conversion-rate-optimization",
  "/email-marketing-agency",
  "/services/facebook-ads-agency",
  "/services/content-marketing-agency",
  "/services/landing-page-design",
  "/services/marketing-automation",
]);

function hrefsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsIn);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" && typeof inner === "string" ? [inner] : hrefsIn(inner),
    );
  }
  return [];
}

describe("company screens content", () => {
  it.each(FILES)("%s passes the content schema", (file) => {
    expect(validateFile(file, read(file))).toEqual([]);
  });

  it.each(FILES)("%s links only to pages that exist or are SPEC routes built elsewhere", (file) => {
    const dead = hrefsIn(JSON.parse(read(file))).filter(
      (href) => !isLiveHref(href) && !BUILT_ELSEWHERE.has(tablePath(href)),
    );
    expect(dead).toEqual([]);
  });

  it.each(FILES)("%s does not write the brand name (site.json holds it once)", (file) => {
    expect(read(file)).not.toMatch(/kitelight/i);
  });

  it("has a route for each screen, with /case-studies as an alias of /results", () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    for (const pagePath of ["/services", "/results", "/contact", "/careers", "/partner-program"])
      expect(byPath.has(pagePath)).toBe(true);
    expect(byPath.get("/results")?.aliases).toEqual(["/case-studies"]);
  });
});
