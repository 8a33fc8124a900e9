/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isValidElement } from "react";
import { islandFiles, runtimeImportsIn, staticQueriesIn } from "../buildIslands";
import { classNamesOf, cssModuleClassName, exportNameOf } from "../cssModuleNames";
import { isGatsbyScript, islandScripts, islandsIn } from "../islandScripts";
import { ISLANDS_LOADER } from "../loader";

describe("islandFiles", () => {
  const dirWith = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it("makes each file a bundle of the islands it declares", () => {
    const dir = dirWith({
      "chrome.tsx": 'export const A = island("header", Header);\nexport const B = island("chat", Chat);',
      "form.tsx": 'export const FormIsland = island("form", Form);',
    });
    expect(islandFiles(dir)).toEqual([
      { bundle: "chrome", file: path.join(dir, "chrome.tsx"), islands: ["header", "chat"] },
      { bundle: "form", file: path.join(dir, "form.tsx"), islands: ["form"] },
    ]);
  });

  it("stops the build when a file declares no island, or two files the same one", () => {
    expect(() => islandFiles(dirWith({ "menu.tsx": "export const x = 1;" }))).toThrow(
      'src/islands/menu.tsx: declare an island: export const X = island("name", Component)',
    );
    expect(() => islandFiles(dirWith({ "a.tsx": 'island("menu", A);', "b.tsx": 'island("menu", B);' }))).toThrow(
      'src/islands/: the island name "menu" is declared twice',
    );
  });

  it("finds the site's islands, the chrome's in one bundle", () => {
    expect(islandFiles().find((bundle) => bundle.bundle === "site-chrome")?.islands).toEqual(["header", "chat-button"]);
  });
});

describe("runtimeImportsIn", () => {
  it("lists what a bundle imports from the runtime, a default import as default", () => {
    const code = 'import q,{useState as a,jsx as b}from"island-runtime";import{Fragment as c}from"island-runtime";';
    expect([...(runtimeImportsIn(code, "island-runtime") as Set<string>)].sort()).toEqual([
      "Fragment",
      "default",
      "jsx",
      "useState",
    ]);
    expect(runtimeImportsIn('import*as R from"island-runtime";', "island-runtime")).toBe("all");
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

  it("lists the runtime and the page's bundles once each on the loader, and refuses an island without a bundle", () => {
    const entries = {
      runtime: "/islands/runtime-CCCCCCCC.js",
      bundles: {
        header: "/islands/site-chrome-AAAAAAAA.js",
        "chat-button": "/islands/site-chrome-AAAAAAAA.js",
        form: "/islands/form-BBBBBBBB.js",
      },
    };
    const body = '<div data-island="header"></div><div data-island="form"></div><div data-island="chat-button">';
    const nodes = islandScripts(body, entries);
    expect(nodes.map((node) => isValidElement(node) && [node.type, node.props])).toEqual([
      [
        "script",
        {
          "data-islands": "/islands/runtime-CCCCCCCC.js /islands/site-chrome-AAAAAAAA.js /islands/form-BBBBBBBB.js",
          dangerouslySetInnerHTML: { __html: ISLANDS_LOADER },
        },
      ],
    ]);
    expect(islandScripts("<p>No islands</p>", entries)).toEqual([]);
    expect(() => islandScripts('<div data-island="menu">', { runtime: "", bundles: {} })).toThrow(
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
