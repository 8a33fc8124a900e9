/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pruneCss, prunePage, prunePagesCss, requiredClasses, unprunedCssFile } from "../pageCss";

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

describe("prunePagesCss", () => {
  const css = ".header{color:red}.result{color:green}";
  const page = (body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`;
  let dir: string;
  let publicDir: string;
  let cacheDir: string;
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  };
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const unpruned = (file: string) => JSON.parse(fs.readFileSync(unprunedCssFile(file, cacheDir), "utf8")) as string[];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-css-"));
    publicDir = path.join(dir, "public");
    cacheDir = path.join(dir, "cache");
    write("index.html", page('<h1 class="header">Home</h1>'));
    write("contact/index.html", page('<p class="result">Sent</p>'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prunes every page, keeping each page's stylesheets as they were", () => {
    expect(prunePagesCss(publicDir, cacheDir)).toMatchObject({ pages: 2, pruned: 2 });
    expect(read("index.html")).toContain("<style>.header{color:red}</style>");
    expect(read("contact/index.html")).toContain("<style>.result{color:green}</style>");
    expect(unpruned("contact/index.html")).toEqual([css]);
  });

  it("prunes again only the pages rewritten since, and keeps the stylesheets of the others as they were first", () => {
    prunePagesCss(publicDir, cacheDir);
    // A warm build rewrites the contact page alone, with every rule again.
    write("contact/index.html", page('<p class="header">Sent</p>'));
    expect(prunePagesCss(publicDir, cacheDir)).toMatchObject({ pages: 2, pruned: 1 });
    expect(read("contact/index.html")).toContain("<style>.header{color:red}</style>");
    expect(read("index.html")).toContain("<style>.header{color:red}</style>");
    expect(unpruned("index.html")).toEqual([css]);
  });

  it("prunes a page again when its stylesheets as they were are not kept", () => {
    prunePagesCss(publicDir, cacheDir);
    fs.rmSync(unprunedCssFile("index.html", cacheDir));
    expect(prunePagesCss(publicDir, cacheDir)).toMatchObject({ pages: 2, pruned: 1 });
    // What the page carries now: pruning it again removes nothing.
    expect(unpruned("index.html")).toEqual([".header{color:red}"]);
    expect(read("index.html")).toContain("<style>.header{color:red}</style>");
  });

  it("forgets the stylesheets of a page that is gone", () => {
    prunePagesCss(publicDir, cacheDir);
    fs.rmSync(path.join(publicDir, "contact"), { recursive: true });
    expect(prunePagesCss(publicDir, cacheDir)).toMatchObject({ pages: 1, pruned: 0 });
    expect(fs.existsSync(unprunedCssFile("contact/index.html", cacheDir))).toBe(false);
  });
});
