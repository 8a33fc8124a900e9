/** @jest-environment node */
import { pruneCss, prunePage, requiredClasses } from "../pageCss";

const only =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe("requiredClasses", () => {
  it("names the classes a selector needs, outside attribute selectors and functional pseudo-classes", () => {
    expect(requiredClasses(".card > .title:hover")).toEqual(["card", "title"]);
    expect(requiredClasses('a[href$=".pdf"].download')).toEqual(["download"]);
    expect(requiredClasses(".list :not(.active)")).toEqual(["list"]);
    expect(requiredClasses(".a:is(.b, :where(.c))::after")).toEqual(["a"]);
    expect(requiredClasses("html body")).toEqual([]);
  });
});

describe("pruneCss", () => {
  it("drops the rules whose classes the page lacks, and the selectors of a list it cannot match", () => {
    const css = ".used{color:red}.unused{color:blue}.used,.unused{margin:0}body{margin:0}";
    expect(pruneCss([css], only("used"))).toEqual([".used{color:red}.used{margin:0}body{margin:0}"]);
  });

  it("drops at-rules left empty, keeps keyframes and element rules", () => {
    const css =
      "@media (min-width:40em){.unused{display:none}}@media print{.used{display:none}}@keyframes spin{from{transform:none}}a{color:red}";
    expect(pruneCss([css], only("used"))).toEqual([
      "@media print{.used{display:none}}@keyframes spin{from{transform:none}}a{color:red}",
    ]);
  });

  it("keeps the custom properties something left uses, here or elsewhere in the page, and drops the rest", () => {
    const css =
      ":root{--ink:#111;--accent:var(--brand);--brand:blue;--gone:1px;--only-unused:var(--gone);--inline:2px}" +
      ".used{color:var(--ink)}.unused{border-width:var(--only-unused);color:var(--accent)}";
    expect(pruneCss([css], only("used"), '<p style="margin:var(--inline)">')).toEqual([
      ":root{--ink:#111;--inline:2px}.used{color:var(--ink)}",
    ]);
    expect(pruneCss([":root{--gone:1px}.used{color:red}"], only("used"))).toEqual([".used{color:red}"]);
  });

  it("keeps a property one stylesheet defines and another uses, as the app's and the template's do", () => {
    const sheets = [":root{--gap:1rem;--unused:0}", ".used{padding:var(--gap)}"];
    expect(pruneCss(sheets, only("used"))).toEqual([":root{--gap:1rem}", ".used{padding:var(--gap)}"]);
  });

  it("keeps a selector with an escaped class name, which it cannot read", () => {
    expect(pruneCss([".md\\:flex{display:flex}"], only())).toEqual([".md\\:flex{display:flex}"]);
  });
});

describe("prunePage", () => {
  const page = (body: string, islands = "") =>
    `<html><head><style data-href="/app.css">.header{color:red}.result{color:green}.hidden-state{display:none}</style></head>` +
    `<body>${body}${islands}</body></html>`;

  it("keeps the rules of the classes the page's HTML names, not those its own styles name", () => {
    expect(prunePage(page('<div class="header"></div>'), () => "")).toBe(
      page('<div class="header"></div>').replace(".result{color:green}.hidden-state{display:none}", ""),
    );
  });

  it("keeps the rules of the classes the page's islands' code names, for the states it can draw", () => {
    const loader = '<script data-islands="/islands/runtime-A.js tool=/islands/tool-B.js">(()=>{})()</script>';
    const code = (url: string) => (url === "/islands/tool-B.js" ? 'h("p",{className:"result"})' : "");
    expect(prunePage(page('<div class="header"></div>', loader), code)).toContain(
      '<style data-href="/app.css">.header{color:red}.result{color:green}</style>',
    );
  });
});
