import site from "../../../../content/site.json";
import { articleListLd, articleLd } from "../article";
import { ldIds } from "../core";

const url = "https://www.kitelight.co.uk/blog/some-article/";
const article = {
  url,
  headline: "Some article",
  description: "What it is about",
  images: ["https://www.kitelight.co.uk/static/a/cover.jpg"],
  datePublished: "2026-06-10",
  dateModified: "2026-07-01",
  author: { name: "Ravi Desai", jobTitle: "Head of SEO & Content" },
  section: "SEO",
};

describe("articleLd", () => {
  const data = articleLd(site, article) as unknown as Record<string, unknown>;

  it("is an Article with the properties search engines require", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      "@id": `${url}#article`,
      headline: "Some article",
      image: article.images,
      datePublished: "2026-06-10",
      dateModified: "2026-07-01",
      articleSection: "SEO",
    });
  });

  it("names the author as a Person of the organisation, which is also the publisher", () => {
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Ravi Desai",
      jobTitle: "Head of SEO & Content",
      url: "https://www.kitelight.co.uk/about/#team",
      worksFor: { "@id": ldIds.organization(site.siteUrl) },
    });
    expect(data.publisher).toEqual({ "@id": "https://www.kitelight.co.uk/#organization" });
  });

  it("is the main entity of its web page", () => {
    expect(data.mainEntityOfPage).toEqual({ "@id": `${url}#webpage` });
  });
});

describe("articleListLd", () => {
  it("lists the articles in order with their URLs", () => {
    const data = articleListLd("https://www.kitelight.co.uk/blog/", [
      { url: "https://www.kitelight.co.uk/blog/a/", name: "A" },
      { url: "https://www.kitelight.co.uk/blog/b/", name: "B" },
    ]) as unknown as { itemListElement: Array<Record<string, unknown>> };
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://www.kitelight.co.uk/blog/a/", name: "A" },
      { "@type": "ListItem", position: 2, url: "https://www.kitelight.co.uk/blog/b/", name: "B" },
    ]);
  });
});
