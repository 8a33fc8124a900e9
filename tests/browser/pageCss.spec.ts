import fs from "node:fs";
import { unprunedCssFile } from "../../gatsby/pageCss";
import { VIEWPORTS, type ViewportName } from "./support/browser";
import { templatePaths } from "./support/site";
import { expect, test } from "./support/test";

// Each page keeps only the CSS it can use (gatsby/pageCss.ts). On one page per template, at the phone and desktop
// widths, every element's computed style (and its ::before and ::after) is the same with the page's pruned
// stylesheets as with the stylesheets it had before pruning, which the build keeps aside for this check. Without
// JavaScript, so that nothing but the stylesheets changes between the two readings. The properties read are those
// that place, size and paint a box (reading all of them, three times an element, took four times as long). One load
// of each page serves both widths.

test.use({ javaScriptEnabled: false });

const fileOf = (urlPath: string) => `${urlPath.slice(1)}index.html`;

const PROPERTIES = [
  "display",
  "position",
  "top",
  "right",
  "bottom",
  "left",
  "z-index",
  "float",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "min-height",
  "max-width",
  "max-height",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-style",
  "border-top-color",
  "border-bottom-color",
  "border-radius",
  "outline-style",
  "flex-direction",
  "flex-wrap",
  "flex-grow",
  "flex-shrink",
  "flex-basis",
  "justify-content",
  "align-items",
  "align-self",
  "gap",
  "grid-template-columns",
  "grid-template-rows",
  "grid-column",
  "grid-row",
  "order",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-transform",
  "text-decoration-line",
  "white-space",
  "color",
  "background-color",
  "background-image",
  "box-shadow",
  "opacity",
  "visibility",
  "overflow-x",
  "overflow-y",
  "transform",
  "list-style-type",
  "content",
  "clip-path",
  "cursor",
  "object-fit",
  "aspect-ratio",
  "vertical-align",
];

for (const path of templatePaths) {
  test(`${path} looks the same with its pruned CSS as with all of it, at the phone and desktop widths`, async ({
    page,
  }) => {
    const unpruned = JSON.parse(fs.readFileSync(unprunedCssFile(fileOf(path)), "utf8")) as string[];
    await page.goto(path);
    // One load, both widths: the viewport changes, and each reading swaps the stylesheets and puts them back.
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as Array<[ViewportName, typeof VIEWPORTS.phone]>) {
      await page.setViewportSize(viewport);
      const differences = await page.evaluate(
        ({ sheets, names }) => {
          const styles = [...document.querySelectorAll("style")];
          if (styles.length !== sheets.length) return [`${styles.length} style elements, ${sheets.length} kept`];
          const elements = [...document.querySelectorAll("body *")];
          // A ::before or ::after whose content is none (or normal) draws no box: its other properties show
          // nothing, so they are read only where the pseudo-element exists. A stylesheet that adds or drops one
          // changes its content, which is read every time.
          const read = () =>
            elements.map((element) =>
              [null, "::before", "::after"].map((pseudo) => {
                const computed = getComputedStyle(element, pseudo);
                const content = computed.getPropertyValue("content");
                if (pseudo && (content === "none" || content === "normal")) return `content:${content}`;
                return names.map((name) => `${name}:${computed.getPropertyValue(name)}`).join("\n");
              }),
            );
          const kept = styles.map((style) => style.textContent);
          const pruned = read();
          styles.forEach((style, index) => (style.textContent = sheets[index]!));
          const full = read();
          styles.forEach((style, index) => (style.textContent = kept[index]!));
          const found: string[] = [];
          elements.forEach((element, index) => {
            [null, "::before", "::after"].forEach((pseudo, which) => {
              if (full[index]![which] === pruned[index]![which] || found.length >= 10) return;
              const after = new Set(pruned[index]![which]!.split("\n"));
              const changed = full[index]![which]!.split("\n").filter((line) => !after.has(line));
              const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}${pseudo ?? ""}`;
              found.push(`${name}: ${changed.slice(0, 4).join("; ")}`);
            });
          });
          return found;
        },
        { sheets: unpruned, names: PROPERTIES },
      );
      expect.soft(differences, `at ${viewportName}`).toEqual([]);
    }
  });
}
