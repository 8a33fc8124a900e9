import site from "../../../../../content/site.json";
import { loadRouteTable } from "../../../../../gatsby/content/readContent";
import type { Route } from "../../../../lib/routes";
import { pageTitle } from "../../../../lib/searchListing";
import { ROBOTS_INDEX, ROBOTS_NOINDEX, seoMeta, type SeoInput } from "../seoMeta";

// The real route table, in which /agency is an alias of /about (SPEC §2: "/about and /agency", one page).
const routes = loadRouteTable();
const siteFacts = { ...site, siteUrl: "https://site.test" };
const base = { title: "About Us", description: "A description long enough to be a real summary of the page." };
const metaFor = (input: Partial<SeoInput> & Pick<SeoInput, "pathname">, table = routes) =>
  seoMeta({ ...base, ...input }, siteFacts, table);

describe("pageTitle", () => {
  it("adds ' | {brand}' to a title without the brand", () => {
    expect(pageTitle("About Us", site.brand)).toBe(`About Us | ${site.brand}`);
  });

  it("leaves a title that already names the brand alone, whatever its case", () => {
    expect(pageTitle(`Why ${site.brand.toUpperCase()} works`, site.brand)).toBe(
      `Why ${site.brand.toUpperCase()} works`,
    );
  });
});

describe("seoMeta", () => {
  it("points an alias's canonical at the primary path", () => {
    expect(metaFor({ pathname: "/agency/" }).canonical).toBe("https://site.test/about/");
  });

  it("gives a primary page its own absolute canonical", () => {
    expect(metaFor({ pathname: "/about/" }).canonical).toBe("https://site.test/about/");
  });

  it("allows indexing with large snippets by default, and blocks it for noindex pages", () => {
    expect(metaFor({ pathname: "/" }).robots).toBe(ROBOTS_INDEX);
    expect(ROBOTS_INDEX).toMatch(/max-snippet:-1.*max-image-preview:large.*max-video-preview:-1/);
    expect(metaFor({ pathname: "/", noindex: true }).robots).toBe(ROBOTS_NOINDEX);
  });

  it("blocks indexing of a page whose content file sets route.noindex, on its alias too", () => {
    const table = routes.map((route) => (route.path === "/about" ? { ...route, noindex: true } : route));
    expect(metaFor({ pathname: "/about/" }, table).robots).toBe(ROBOTS_NOINDEX);
    expect(metaFor({ pathname: "/agency/" }, table).robots).toBe(ROBOTS_NOINDEX);
    expect(metaFor({ pathname: "/contact/" }, table).robots).toBe(ROBOTS_INDEX);
  });

  it("gives a page its own 1200x630 share card, shared by its aliases, naming the card's section and title", () => {
    const card = {
      image: "https://site.test/share/about.png",
      imageWidth: 1200,
      imageHeight: 630,
      imageAlt: `${site.brand}, About: About Us`,
      ogType: "website",
    };
    expect(metaFor({ pathname: "/about/" })).toMatchObject(card);
    expect(metaFor({ pathname: "/agency/" })).toMatchObject(card);
    expect(metaFor({ pathname: "/industries/legal-firms/ppc/", title: "Legal PPC" })).toMatchObject({
      image: "https://site.test/share/industries/legal-firms/ppc.png",
      imageAlt: `${site.brand}, Legal Firms: Legal PPC`,
    });
  });

  it("keeps a page's own image, and gives a page outside the route table (the 404 page) the site's", () => {
    expect(metaFor({ pathname: "/blog/x/", ogImage: "/static/cover.jpg" }).image).toBe(
      "https://site.test/static/cover.jpg",
    );
    expect(metaFor({ pathname: "/no-such-page/" })).toMatchObject({
      image: `https://site.test${site.shareImage.path}`,
      imageAlt: site.shareImage.alt,
    });
  });

  it("emits Organization, WebSite, WebPage and BreadcrumbList blocks with unique ids", () => {
    const meta = metaFor({ pathname: "/about/", pageType: "AboutPage" });
    const types = meta.jsonLd.map((block) => (JSON.parse(JSON.stringify(block.data)) as { "@type": string })["@type"]);
    expect(types).toEqual(["Organization", "WebSite", "AboutPage", "BreadcrumbList"]);
    const ids = meta.jsonLd.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("adds page blocks built from the canonical URL, and hands them the route table", () => {
    let handed: readonly Route[] | undefined;
    const meta = metaFor({
      pathname: "/agency/",
      jsonLd: ({ url, routes: table }) => {
        handed = table;
        return [{ id: "ld-extra", data: { "@context": "https://schema.org", "@type": "Thing", url } }];
      },
    });
    expect(meta.jsonLd.at(-1)?.data).toMatchObject({ url: "https://site.test/about/" });
    expect(handed).toBe(routes);
  });

  it("gives a page outside the route table (the 404 page) no canonical and no page blocks", () => {
    const meta = metaFor({ pathname: "/404.html", noindex: true });
    expect(meta.canonical).toBeUndefined();
    expect(meta.jsonLd.map((block) => block.id)).toEqual(["ld-organization", "ld-website"]);
  });
});
