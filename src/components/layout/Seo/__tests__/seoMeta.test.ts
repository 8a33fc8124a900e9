import site from "../../../../../content/site.json";
import { pageTitle, ROBOTS_INDEX, ROBOTS_NOINDEX, seoMeta } from "../seoMeta";

const siteFacts = { ...site, siteUrl: "https://site.test" };
const base = { title: "About Us", description: "A description long enough to be a real summary of the page." };

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
  it("points an alias's canonical and og:url at the primary path", () => {
    const meta = seoMeta({ ...base, pathname: "/agency/" }, siteFacts);
    expect(meta.canonical).toBe("https://site.test/about/");
  });

  it("gives a primary page its own absolute canonical", () => {
    expect(seoMeta({ ...base, pathname: "/about/" }, siteFacts).canonical).toBe("https://site.test/about/");
  });

  it("allows indexing with large snippets by default, and blocks it for noindex pages", () => {
    expect(seoMeta({ ...base, pathname: "/" }, siteFacts).robots).toBe(ROBOTS_INDEX);
    expect(ROBOTS_INDEX).toMatch(/max-snippet:-1.*max-image-preview:large.*max-video-preview:-1/);
    expect(seoMeta({ ...base, pathname: "/", noindex: true }, siteFacts).robots).toBe(ROBOTS_NOINDEX);
  });

  it("defaults the share image to the 1200x630 site image and og:type to website", () => {
    const meta = seoMeta({ ...base, pathname: "/" }, siteFacts);
    expect(meta).toMatchObject({
      image: "https://site.test/og-default.png",
      imageWidth: 1200,
      imageHeight: 630,
      ogType: "website",
    });
  });

  it("emits Organization, WebSite, WebPage and BreadcrumbList blocks with unique ids", () => {
    const meta = seoMeta({ ...base, pathname: "/about/", pageType: "AboutPage" }, siteFacts);
    const types = meta.jsonLd.map((block) => (JSON.parse(JSON.stringify(block.data)) as { "@type": string })["@type"]);
    expect(types).toEqual(["Organization", "WebSite", "AboutPage", "BreadcrumbList"]);
    const ids = meta.jsonLd.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("adds page blocks built from the canonical URL", () => {
    const meta = seoMeta(
      {
        ...base,
        pathname: "/agency/",
        jsonLd: ({ url }) => [{ id: "ld-extra", data: { "@context": "https://schema.org", "@type": "Thing", url } }],
      },
      siteFacts,
    );
    expect(meta.jsonLd.at(-1)?.data).toMatchObject({ url: "https://site.test/about/" });
  });

  it("gives a page outside the route table (the 404 page) no canonical and no page blocks", () => {
    const meta = seoMeta({ ...base, pathname: "/404.html", noindex: true }, siteFacts);
    expect(meta.canonical).toBeUndefined();
    expect(meta.jsonLd.map((block) => block.id)).toEqual(["ld-organization", "ld-website"]);
  });
});
