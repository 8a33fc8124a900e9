import type React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import site from "../../../../../content/site.json";
import { Seo } from "../Seo";

// What the component emits, as Gatsby's Head API renders it on the server and puts it in <head>: parsed as a
// document, its <html> element's attributes become the page's. (A parsed document has no window, which jest-dom's
// matchers need, so attributes are read with getAttribute.)
function renderSeo(props: Partial<React.ComponentProps<typeof Seo>> = {}): Document {
  const html = renderToStaticMarkup(
    <Seo
      title="About Us"
      description="Who we are and how we work, in a sentence long enough."
      pathname="/agency/"
      {...props}
    />,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

describe("Seo", () => {
  it("renders title, description, canonical, Open Graph and Twitter tags", () => {
    const head = renderSeo({ keywords: ["agency", "london"] });
    expect(head.querySelector("title")?.textContent).toBe(`About Us | ${site.brand}`);
    expect(head.querySelector('meta[name="description"]')?.getAttribute("content")).toEqual(
      expect.stringContaining("Who we are"),
    );
    expect(head.querySelector('meta[name="keywords"]')?.getAttribute("content")).toEqual("agency, london");
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toEqual(
      "https://www.kitelight.co.uk/about/",
    );
    expect(head.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toEqual("en_GB");
    expect(head.querySelector('meta[property="og:type"]')?.getAttribute("content")).toEqual("website");
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute("content")).toEqual(
      "https://www.kitelight.co.uk/about/",
    );
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toEqual("summary_large_image");
    expect(head.documentElement.getAttribute("lang")).toEqual("en-GB");
  });

  it("marks noindex pages 'noindex, nofollow'", () => {
    const head = renderSeo({ noindex: true });
    expect(head.querySelector('meta[name="robots"]')?.getAttribute("content")).toEqual("noindex, nofollow");
  });

  it("writes JSON-LD blocks that parse", () => {
    const head = renderSeo();
    const blocks = [...head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) expect(() => JSON.parse(block.textContent ?? "")).not.toThrow();
  });
});
