import site from "../../../../content/site.json";
import { articleListLd, articleLd, personLd } from "../article";
import { ldIds } from "../core";

const url = "https://www.kitelight.co.uk/blog/some-article/";
const article = {
  url,
  headline: "Some article",
  description: "What it is about",
  images: ["https://www.kitelight.co.uk/static/a/cover.jpg"],
  datePublished: "2026-06-10",
  dateModified: "2026-07-01",
  author: {
    name: "Ravi Desai",
    jobTitle: "Head of SEO & Content",
    url: "https://www.kitelight.co.uk/blog/author/ravi-desai/",
  },
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

  it("names the author as a Person of the organisation, by the @id of their page's Person, and the publisher", () => {
    expect(data.author).toEqual({
      "@type": "Person",
      "@id": "https://www.kitelight.co.uk/blog/author/ravi-desai/#person",
      name: "Ravi Desai",
      jobTitle: "Head of SEO & Content",
      url: "https://www.kitelight.co.uk/blog/author/ravi-desai/",
      worksFor: { "@id": ldIds.organization(site.siteUrl) },
    });
    expect(data.publisher).toEqual({ "@id": "https://www.kitelight.co.uk/#organization" });
  });

  it("is the main entity of its web page", () => {
    expect(data.mainEntityOfPage).toEqual({ "@id": `${url}#webpage` });
  });
});

describe("personLd", () => {
  it("describes an author as the Person their articles name, with what they know about", () => {
    const author = { ...article.author, description: "Ravi leads SEO.", knowsAbout: ["Technical SEO"] };
    const person = personLd(site, author) as unknown as Record<string, unknown>;
    expect(person).toMatchObject({
      "@type": "Person",
      "@id": (articleLd(site, article).author as Record<string, unknown>)["@id"],
      name: "Ravi Desai",
      description: "Ravi leads SEO.",
      knowsAbout: ["Technical SEO"],
      mainEntityOfPage: { "@id": "https://www.kitelight.co.uk/blog/author/ravi-desai/#webpage" },
    });
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
