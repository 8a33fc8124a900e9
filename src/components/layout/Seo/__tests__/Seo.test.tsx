import { render } from "@testing-library/react";
import React from "react";
import site from "../../../../../content/site.json";
import { Seo } from "../Seo";

// Gatsby's Head API hoists these elements into <head>; rendering them into a
// container is enough to check what the component emits.
function renderSeo(props: Partial<React.ComponentProps<typeof Seo>> = {}) {
  jest.spyOn(console, "error").mockImplementation(() => undefined); // <html> inside a div: expected in tests
  const { container } = render(
    <Seo
      title="About Us"
      description="Who we are and how we work, in a sentence long enough."
      pathname="/agency/"
      {...props}
    />,
  );
  return container;
}

describe("Seo", () => {
  it("renders title, description, canonical, Open Graph and Twitter tags", () => {
    const head = renderSeo({ keywords: ["agency", "london"] });
    expect(head.querySelector("title")?.textContent).toBe(`About Us | ${site.brand}`);
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      expect.stringContaining("Who we are"),
    );
    expect(head.querySelector('meta[name="keywords"]')).toHaveAttribute("content", "agency, london");
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://www.kitelight.co.uk/about/");
    expect(head.querySelector('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "website");
    expect(head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      "content",
      "https://www.kitelight.co.uk/about/",
    );
    expect(head.querySelector('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    expect(head.querySelector("html")).toHaveAttribute("lang", "en-GB");
  });

  it("marks noindex pages 'noindex, nofollow'", () => {
    const head = renderSeo({ noindex: true });
    expect(head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  it("writes JSON-LD blocks that parse", () => {
    const head = renderSeo();
    const blocks = [...head.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) expect(() => JSON.parse(block.textContent ?? "")).not.toThrow();
  });
});
