import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server.node";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../Picture";

// What gatsby-transformer-sharp's gatsbyImageData returns for a 1200x675 cover in WebP and JPEG.
const image: IGatsbyImageData = {
  layout: "constrained",
  width: 1200,
  height: 675,
  images: {
    fallback: {
      src: "/static/a/1200/cover.jpg",
      srcSet: "/static/a/300/cover.jpg 300w,/static/a/600/cover.jpg 600w,/static/a/1200/cover.jpg 1200w",
      sizes: "(min-width: 1200px) 1200px, 100vw",
    },
    sources: [
      {
        type: "image/webp",
        srcSet: "/static/a/300/cover.webp 300w,/static/a/600/cover.webp 600w,/static/a/1200/cover.webp 1200w",
        sizes: "(min-width: 1200px) 1200px, 100vw",
      },
    ],
  },
};
const SIZES = "(min-width: 1024px) 380px, 100vw";

describe("Picture", () => {
  it("renders a <picture> whose sources and <img> carry real srcset and the caller's sizes", () => {
    const { container } = render(<Picture image={image} alt="A rising chart" sizes={SIZES} />);
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", image.images.sources?.[0]?.srcSet);
    expect(source).toHaveAttribute("sizes", SIZES);
    const img = screen.getByRole("img", { name: "A rising chart" });
    expect(img.parentElement?.tagName).toBe("PICTURE");
    expect(img).toHaveAttribute("src", "/static/a/1200/cover.jpg");
    expect(img).toHaveAttribute("srcset", image.images.fallback?.srcSet);
    expect(img).toHaveAttribute("sizes", SIZES);
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "675");
  });

  it("loads lazily and decodes off the main thread by default", () => {
    render(<Picture image={image} alt="A rising chart" sizes={SIZES} />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads the LCP image at once, with high fetch priority", () => {
    render(<Picture image={image} alt="A rising chart" sizes={SIZES} priority />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("decoding");
  });

  it('leaves a decorative image out of the accessibility tree by alt="" alone, with no role', () => {
    const { container } = render(<Picture image={image} alt="" sizes={SIZES} />);
    expect(screen.queryByRole("img")).toBeNull();
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("alt", "");
    expect(img).not.toHaveAttribute("role");
    expect(img).not.toHaveAttribute("aria-hidden");
  });

  it("prerenders one <img> and nothing for scripts: no placeholder image, <noscript> copy or inline style", () => {
    const html = renderToString(<Picture image={image} alt="A rising chart" sizes={SIZES} className="box" />);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|<noscript|style=|data-src/);
    expect(html).toMatch(/^<picture class="[^"]*\bbox\b[^"]*">/);
  });

  it("gives an image without a srcset no sizes", () => {
    const single: IGatsbyImageData = { ...image, images: { fallback: { src: "/static/a/cover.jpg" } } };
    render(<Picture image={single} alt="A rising chart" sizes={SIZES} />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("src", "/static/a/cover.jpg");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
  });
});
