/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { Check, ChevronDown } from "lucide-react";
import { fontHead, withoutHeadMarker, withoutIconClasses } from "../renderBody";
import { fontFaceCss } from "../../src/lib/siteFont";

const iconHtml = (icon: typeof Check, className?: string) =>
  renderToString(createElement(icon, { "aria-hidden": true, className }));

describe("withoutIconClasses", () => {
  it("takes the icon library's classes off an icon, and the attribute with them when nothing else is left", () => {
    const html = withoutIconClasses(iconHtml(Check));
    expect(html).toMatch(/^<svg /);
    expect(html).not.toContain("class=");
    expect(html).toContain('aria-hidden="true"');
  });

  it("keeps an icon's own class", () => {
    expect(withoutIconClasses(iconHtml(ChevronDown, "chevron-x1"))).toContain(' class="chevron-x1"');
  });

  it("leaves other elements' classes and the text alone", () => {
    const html = '<p class="lucide lead">The <code>svg class="lucide"</code> example</p><svg class="own"></svg>';
    expect(withoutIconClasses(html)).toBe(html);
  });

  it("is safe because no stylesheet selects the classes it takes off", () => {
    const sheets = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sheets(file);
        return /\.s?css$/.test(entry.name) ? [file] : [];
      });
    const selecting = sheets(path.join(__dirname, "..", "..", "src")).filter((file) =>
      /\.lucide\b/.test(fs.readFileSync(file, "utf8")),
    );
    expect(selecting).toEqual([]);
  });
});

describe("withoutHeadMarker", () => {
  it("drops Gatsby's head marker and keeps every other attribute and the content", () => {
    const marked = createElement("script", {
      type: "application/ld+json",
      "data-gatsby-head": true,
      dangerouslySetInnerHTML: { __html: '{"@type":"Organization"}' },
    });
    expect(renderToString(withoutHeadMarker(marked) as ReturnType<typeof createElement>)).toBe(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    const title = createElement("title", { "data-gatsby-head": true }, "About | Kitelight");
    expect(renderToString(withoutHeadMarker(title) as ReturnType<typeof createElement>)).toBe(
      "<title>About | Kitelight</title>",
    );
  });

  it("leaves elements without it, and anything else, as they are", () => {
    const style = createElement("style", { id: "app" });
    expect(withoutHeadMarker(style)).toBe(style);
    expect(withoutHeadMarker("text")).toBe("text");
  });
});

describe("fontHead", () => {
  const files = [
    { style: "normal" as const, url: "/static/fonts/inter-latin-normal-abc.woff2" },
    { style: "italic" as const, url: "/static/fonts/inter-latin-italic-def.woff2" },
  ];
  const html = renderToString(createElement("head", null, ...fontHead(files)));

  it("preloads the upright face as a font, fetched as fonts are (crossorigin), and not the italic", () => {
    expect(html).toContain(
      '<link rel="preload" href="/static/fonts/inter-latin-normal-abc.woff2" as="font" type="font/woff2" crossorigin=""/>',
    );
    expect(html).not.toContain('rel="preload" href="/static/fonts/inter-latin-italic-def.woff2"');
  });

  it("declares the faces and their fallback in the head", () => {
    expect(html).toContain(`<style>${fontFaceCss(files)}</style>`);
  });

  it("adds nothing where the build named no font files", () => {
    expect(fontHead([])).toEqual([]);
  });
});
