/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement, isValidElement } from "react";
import {
  classesUsedBy,
  cssModuleNamingProblems,
  islandFiles,
  runtimeImportsIn,
  staticQueryInIsland,
} from "../buildIslands";
import { classNamesOf, cssModuleClassName, exportNameOf } from "../cssModuleNames";
import { undefinedIslandClasses } from "../islandClasses";
import { isGatsbyScript, islandScripts, islandsIn } from "../islandScripts";
import { ISLAND_ROOT_ATTRIBUTE, ISLANDS_LOADER } from "../loader";
import { ISLAND_ATTRIBUTE } from "../../../src/lib/islands/island";

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

  it("finds the site's islands, none of them the chrome, which needs no framework", () => {
    const islands = islandFiles().flatMap((bundle) => bundle.islands);
    expect(islands).toEqual(expect.arrayContaining(["enquiry-form", "seo-estimator"]));
    expect(islands).not.toEqual(expect.arrayContaining(["header"]));
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

describe("static queries in island code", () => {
  const message = (line: number) =>
    `src/hooks/useA.ts:${line}: an island's code may not ask a static query (useStaticQuery); pass the island what it needs as props`;

  it.each([
    [
      "written in the call",
      'import { graphql, useStaticQuery } from "gatsby";\nuseStaticQuery(graphql`query A { a }`);',
      1,
    ],
    ["held in a variable", "const q = graphql`query A { a }`;\nexport const useA = () => useStaticQuery(q);", 2],
    ["renamed", 'import { useStaticQuery as useQuery } from "gatsby";\nuseQuery(graphql`query A { a }`);', 1],
    ["reached through a namespace", 'import * as G from "gatsby";\nG.useStaticQuery(graphql`query A { a }`);', 2],
    ["re-exported", 'export { useStaticQuery } from "gatsby";', 1],
  ])("are refused, naming the file and line, when %s", (_, source, line) => {
    expect(staticQueryInIsland("src/hooks/useA.ts", source)).toBe(message(line));
  });

  it("are told apart from the word in a comment", () => {
    expect(staticQueryInIsland("src/a.ts", "// useStaticQuery is not used here\n/* nor useStaticQuery */")).toBe(
      undefined,
    );
  });

  it("refuse the site's hooks, which ask them, so no island's bundle holds one", () => {
    for (const hook of ["useHeaderNavigation", "useSiteFacts", "useRouteTable", "useFooterNavigation"]) {
      const file = path.join(__dirname, "..", "..", "..", "src", "hooks", `${hook}.ts`);
      expect(staticQueryInIsland(file, fs.readFileSync(file, "utf8"))).toMatch(/may not ask a static query/);
    }
  });
});

describe("CSS module class names", () => {
  it("are readable and unique by file and class", () => {
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
    expect(cssModuleClassName(header, "nav")).not.toBe(cssModuleClassName(header, "bar"));
    expect(cssModuleClassName(header, "nav")).not.toBe(cssModuleClassName(header.replace("Header.", "Footer."), "nav"));
  });

  it("are read from selectors only, not from values, urls or comments", () => {
    const css =
      '/* .comment */ .card{margin:.5rem;background:url(a.b.png)} @media (min-width:40em){.card .title-text{content:".x"}}';
    expect(classNamesOf(css)).toEqual(["card", "title-text"]);
    expect(exportNameOf("title-text")).toBe("titleText");
  });

  it("stop the build when a CSS module reached the islands' bundles without their naming, or CSS was bundled", () => {
    const inputs = [
      "src/a/A.module.scss",
      "src/b/B.module.css",
      "src/c/C.module.sass",
      "src/c/global.scss",
      "src/x.tsx",
    ];
    expect(cssModuleNamingProblems(inputs, ["public/islands/a-AAAAAAAA.js"], new Set(["src/a/A.module.scss"]))).toEqual(
      [
        "src/b/B.module.css: the islands' build did not name this CSS module's classes (cssModulesPlugin's filter missed it)",
        "src/c/C.module.sass: the islands' build did not name this CSS module's classes (cssModulesPlugin's filter missed it)",
      ],
    );
    expect(cssModuleNamingProblems([], ["public/islands/a-AAAAAAAA.css"], new Set())).toEqual([
      "public/islands/a-AAAAAAAA.css: the islands' build wrote a stylesheet; pages carry their CSS, islands only their class names",
    ]);
  });

  it("that a bundle names are found in its code, however the minifier wrote them", () => {
    const code = 'const a="nav-AbC_1",b=`bar-x-y-z ${c}`;const d="navigation-QQQQQ";';
    expect(classesUsedBy(code, ["nav-AbC_1", "bar-x-y-z", "nav-AbC_", "menu-12345", "navigation-QQQQQ"])).toEqual([
      "bar-x-y-z",
      "nav-AbC_1",
      "navigation-QQQQQ",
    ]);
  });

  it("that a bundle names but no page's CSS defines stop the build, naming the bundle and the class", () => {
    const pageCss = [".nav-AbC_1{color:red}", "@media (min-width:40em){.bar-x-y-z:hover{color:blue}}"];
    expect(undefinedIslandClasses({ "site-chrome": ["bar-x-y-z", "nav-AbC_1"] }, pageCss)).toEqual([]);
    expect(
      undefinedIslandClasses({ "site-chrome": ["nav-AbC_1", "menu-12345"], glossary: ["term-zzzzz"] }, pageCss),
    ).toEqual(["site-chrome: menu-12345", "glossary: term-zzzzz"]);
  });
});

describe("island scripts", () => {
  it("lists a body's islands once each, in order", () => {
    const body = '<div data-island="header"></div><div data-island="chat-button"></div><div data-island="chat-button">';
    expect(islandsIn(body)).toEqual(["header", "chat-button"]);
  });

  it("lists the runtime, then each island the page shows with its bundle, and refuses an island without a bundle", () => {
    const entries = {
      runtime: "/islands/runtime-CCCCCCCC.js",
      bundles: {
        tool: "/islands/tools-AAAAAAAA.js",
        "tool-note": "/islands/tools-AAAAAAAA.js",
        form: "/islands/form-BBBBBBBB.js",
      },
    };
    const body =
      '<div data-island="tool"></div><div data-island="form"></div><div data-island="tool-note"><div data-island="tool">';
    const nodes = islandScripts(body, entries);
    expect(nodes.map((node) => isValidElement(node) && [node.type, node.props])).toEqual([
      [
        "script",
        {
          "data-islands":
            "/islands/runtime-CCCCCCCC.js tool=/islands/tools-AAAAAAAA.js form=/islands/form-BBBBBBBB.js tool-note=/islands/tools-AAAAAAAA.js",
          dangerouslySetInnerHTML: { __html: ISLANDS_LOADER },
        },
      ],
    ]);
    expect(islandScripts("<p>No islands</p>", entries)).toEqual([]);
    expect(() => islandScripts('<div data-island="menu">', { runtime: "", bundles: {} })).toThrow(
      'The page shows the island "menu", but the islands\' build has no entry for it',
    );
  });

  it("finds island roots by the attribute the islands render", () => {
    expect(ISLAND_ROOT_ATTRIBUTE).toBe(ISLAND_ATTRIBUTE);
  });

  it("recognises Gatsby's runtime scripts", () => {
    expect(isGatsbyScript(createElement("script", { key: "script-loader" }))).toBe(true);
    expect(isGatsbyScript(createElement("div", { key: "x", sliceId: "_gatsby-scripts" }))).toBe(true);
    expect(isGatsbyScript(createElement("script", { key: "islands" }))).toBe(false);
  });
});
