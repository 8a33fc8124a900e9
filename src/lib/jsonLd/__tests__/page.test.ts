import site from "../../../../content/site.json";
import { ldIds } from "../core";
import { breadcrumbLd, webPageLd } from "../page";
import { websiteLd } from "../site";

const identity = { ...site, siteUrl: "https://site.test" };

describe("webPageLd and breadcrumbLd", () => {
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
});
