/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isValidElement } from "react";
import { islandFiles, staticQueriesIn } from "../buildIslands";
import { classNamesOf, cssModuleClassName, exportNameOf } from "../cssModuleNames";
import { isGatsbyScript, islandScripts, islandsIn } from "../islandScripts";

describe("islandFiles", () => {
  const dirWith = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it("names each island by its file", () => {
    const dir = dirWith({ "menu.tsx": 'export const MenuIsland = island("menu", Menu);' });
    expect(islandFiles(dir)).toEqual([{ name: "menu", file: path.join(dir, "menu.tsx") }]);
  });

  it("stops the build when a file declares an island by another name, or none", () => {
    expect(() => islandFiles(dirWith({ "menu.tsx": 'island("nav", Menu);' }))).toThrow(
      'src/islands/menu.tsx: declare exactly one island, named as the file: island("menu", Component) (found "nav")',
    );
    expect(() => islandFiles(dirWith({ "menu.tsx": "export const x = 1;" }))).toThrow(/\(found none\)/);
  });

  it("declares every island of src/islands/ as its file says", () => {
    expect(islandFiles().map((island) => island.name)).toContain("header");
  });
});

it("finds the static queries in a source file", () => {
  const source =
    "const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`\n  query SiteFacts { siteFacts { brand } }\n`);";
  expect(staticQueriesIn(source)).toEqual(["\n  query SiteFacts { siteFacts { brand } }\n"]);
  expect(staticQueriesIn("graphql`fragment X on Y { z }`")).toEqual([]);
});

describe("CSS module class names", () => {
  it("are the same for a file and class whichever bundler asks, and differ between files", () => {
    const header = path.join(
      __dirname,
      "..",
      "..",
      "..",
      "src",
      "components",
      "layout",
      "Header",
      "Header.module.scss",
    );
    expect(cssModuleClassName(header, "nav")).toMatch(/^nav-[\w-]{5}$/);
    expect(cssModuleClassName(header, "nav")).toBe(cssModuleClassName(header, "nav"));
    expect(cssModuleClassName(header, "nav")).not.toBe(cssModuleClassName(header.replace("Header.", "Footer."), "nav"));
  });

  it("are read from selectors only, not from values, urls or comments", () => {
    const css =
      '/* .comment */ .card{margin:.5rem;background:url(a.b.png)} @media (min-width:40em){.card .title-text{content:".x"}}';
    expect(classNamesOf(css)).toEqual(["card", "title-text"]);
    expect(exportNameOf("title-text")).toBe("titleText");
  });
});

describe("island scripts", () => {
  it("lists a body's islands once each, in order", () => {
    const body = '<div data-island="header"></div><div data-island="chat-button"></div><div data-island="chat-button">';
    expect(islandsIn(body)).toEqual(["header", "chat-button"]);
  });

  it("names each island's entry as an async module, and refuses an island without one", () => {
    const [script] = islandScripts('<div data-island="header">', { header: "/islands/header-ABCDEFGH.js" });
    expect(isValidElement(script) && script.props).toEqual({
      type: "module",
      src: "/islands/header-ABCDEFGH.js",
      async: true,
    });
    expect(() => islandScripts('<div data-island="menu">', {})).toThrow(
      'The page shows the island "menu", but the islands\' build has no entry for it',
    );
  });

  it("recognises Gatsby's runtime scripts", () => {
    expect(
      isGatsbyScript({
        type: "script",
        key: "script-loader",
        props: {},
        $$typeof: Symbol.for("react.element"),
      } as never),
    ).toBe(true);
  });
});
