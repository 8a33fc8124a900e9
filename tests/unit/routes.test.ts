import fs from "node:fs";
import path from "node:path";
import navigation from "../../content/navigation.json";
import { routes, templates } from "../../src/lib/routes";
import { contentIdOf, contentTypeFor } from "../../src/lib/schema";
import { routeTableProblems, tablePath } from "../../src/lib/urls";

const ROOT = path.join(__dirname, "..", "..");

function contentFiles(dir = path.join(ROOT, "content"), prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? contentFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

describe("route table", () => {
  it("has no duplicate paths, colliding aliases, bad slashes or unknown templates", () => {
    expect(routeTableProblems(routes)).toEqual([]);
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    "%s has its template file and content file",
    (_, route) => {
      expect(fs.existsSync(path.join(ROOT, "src", "templates", `${route.template}.tsx`))).toBe(true);
      const type = templates[route.template];
      const matching = contentFiles().filter(
        (file) => contentTypeFor(file) === type && contentIdOf(file) === route.contentId,
      );
      expect(matching).toHaveLength(1);
    },
  );
});

// SPEC §2's route table: every path, and the second path of each shared page.
const SPEC_ROUTES = [
  "/",
  "/about",
  "/agency",
  "/services",
  "/services/paid-advertising",
  "/services/seo-content",
  "/services/conversion-websites",
  "/services/email-lifecycle",
  "/ppc-agency",
  "/services/ppc-agency",
  "/google-ads-agency",
  "/services/google-ads-agency",
  "/seo-agency",
  "/services/seo-agency",
  "/conversion-rate-optimization",
  "/services/conversion-rate-optimization",
  "/email-marketing-agency",
  "/services/email-marketing-agency",
  "/industries/legal-firms",
  "/industries/legal-firms/ppc",
  "/industries/legal-firms/seo",
  "/industries/dental-practices",
  "/industries/healthcare",
  "/law-firm-marketing",
  "/get-more-leads-online",
  "/in-house-vs-agency",
  "/results",
  "/case-studies",
  "/contact",
  "/blog",
  "/resources",
  "/playbooks",
  "/tools",
  "/glossary",
  "/careers",
  "/partner-program",
  "/landing/ppc-strategy",
];

describe("route table against SPEC §2", () => {
  const built = new Set(routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]));

  it("contains every route of SPEC's table", () => {
    expect(SPEC_ROUTES.filter((p) => !built.has(p))).toEqual([]);
  });
});

describe("navigation.json", () => {
  const hrefs = [
    ...navigation.header.groups.flatMap((group) => group.items.map((item) => item.href)),
    navigation.header.cta.href,
    ...navigation.footer.groups.flatMap((group) => group.links.map((link) => link.href)),
    ...navigation.footer.legal.map((link) => link.href),
  ];

  it("links only to pages of this site", () => {
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9/-]*$/);
  });

  it("leads only to pages the route table builds", () => {
    const built = new Set(routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]));
    expect([...new Set(hrefs.map(tablePath))].filter((href) => !built.has(href))).toEqual([]);
  });
});
