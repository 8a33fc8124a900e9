import site from "../../../content/site.json";
import { breadcrumbLd, ldIds, organizationLd, serializeJsonLd, webPageLd, websiteLd } from "../jsonLd";

const identity = { ...site, siteUrl: "https://site.test" };

describe("JSON-LD builders", () => {
  it("describes the agency with its London postal address, contact point and opening hours", () => {
    const org = organizationLd(identity);
    expect(org).toMatchObject({
      "@type": "Organization",
      "@id": "https://site.test/#organization",
      name: site.brand,
      url: "https://site.test/",
      logo: "https://site.test/logo.png",
      foundingDate: "2020",
      address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
    });
    expect(JSON.stringify(org)).toContain("https://schema.org/Saturday");
    expect(JSON.stringify(org)).not.toContain("Sunday");
  });

  it("links the website and page to the organisation by @id", () => {
    expect(websiteLd(identity).publisher).toEqual({ "@id": ldIds.organization("https://site.test") });
    const page = webPageLd(identity, {
      url: "https://site.test/about/",
      title: "About",
      description: "d",
      image: "i",
      type: "AboutPage",
    });
    expect(page).toMatchObject({
      "@type": "AboutPage",
      "@id": "https://site.test/about/#webpage",
      inLanguage: "en-GB",
    });
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const crumbs = breadcrumbLd(identity, "https://site.test/about/", [
      { name: "Home", path: "/" },
      { name: "About", path: "/about" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://site.test/" },
      { "@type": "ListItem", position: 2, name: "About", item: "https://site.test/about/" },
    ]);
  });

  it("escapes <, > and & so content cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & co" });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & co" });
  });
});
