/** @jest-environment node */
import path from "node:path";
import { cssModuleClassName } from "../islands/cssModuleNames";
import {
  CSS_ONLY_LOADER,
  cssModuleFiles,
  keepsWebpackCache,
  nameCssModuleClasses,
  scriptRules,
  unnamedCssModules,
  type Rule,
} from "../onCreateWebpackConfig";

// The css-loader patch finds Gatsby's rules by their shape (gatsby-plugin-sass's oneOf, Gatsby's CSS rules); these
// fixtures copy those shapes, and the build stops when a CSS module of the site would escape the patch.

const CSS_LOADER = path.join("/app", "node_modules", "css-loader", "dist", "cjs.js");
const cssLoader = (modules: boolean) => ({ loader: CSS_LOADER, options: { modules: modules ? {} : false } });
const sassRules = (modulesTest: RegExp): Rule[] => [
  {
    oneOf: [
      { test: modulesTest, use: [{ loader: "mini-css-extract" }, cssLoader(true), { loader: "sass-loader" }] },
      { test: /\.s(a|c)ss$/, use: [{ loader: "mini-css-extract" }, cssLoader(false), { loader: "sass-loader" }] },
    ],
  },
];
const gatsbyCssRules: Rule[] = [
  { test: /\.module\.css$/, use: [cssLoader(true)] },
  { test: /\.css$/, exclude: /node_modules/, use: [cssLoader(false)] },
];
const FILES = ["/app/src/components/Header/Header.module.scss", "/app/src/components/Card/Card.module.css"];

it("names the classes of every CSS module the rules load, as the islands' build does", () => {
  const rules = [...sassRules(/\.module\.s(a|c)ss$/), ...gatsbyCssRules];
  const patched = nameCssModuleClasses(rules);
  expect(patched).toHaveLength(2);
  expect(unnamedCssModules(patched, FILES)).toEqual([]);
  type GetLocalIdent = (context: { resourcePath: string }, name: string, local: string) => string;
  const sassModules = rules[0]!.oneOf![0]!.use as Array<{ options: { modules: { getLocalIdent: GetLocalIdent } } }>;
  expect(sassModules[1]!.options.modules.getLocalIdent({ resourcePath: FILES[0]! }, "", "nav")).toBe(
    cssModuleClassName(FILES[0]!, "nav"),
  );
});

it("finds the CSS modules a rule's test misses, or an enclosing rule's", () => {
  // gatsby-plugin-sass taking only .module.sass: the .scss modules would fall to a rule without the patch.
  expect(unnamedCssModules(nameCssModuleClasses([...sassRules(/\.module\.sass$/), ...gatsbyCssRules]), FILES)).toEqual([
    FILES[0],
  ]);
  const enclosed: Rule[] = [{ test: /\.less$/, rules: gatsbyCssRules }];
  expect(unnamedCssModules(nameCssModuleClasses(enclosed), FILES)).toEqual(FILES);
});

it("finds every CSS module when the css-loader is no longer where the patch looks for it", () => {
  const moved: Rule[] = [{ test: /\.module\.s(a|c)ss$/, use: [{ loader: "@gatsby/css", options: { modules: {} } }] }];
  expect(unnamedCssModules(nameCssModuleClasses(moved), FILES)).toEqual(FILES);
});

it("lists the site's CSS modules", () => {
  const files = cssModuleFiles();
  expect(files.length).toBeGreaterThan(10);
  expect(files).toContain(
    path.join(__dirname, "..", "..", "src", "components", "layout", "Header", "Header.module.scss"),
  );
});

it("keeps webpack's cache for the next build unless WEBPACK_CACHE is off, and names a setting it cannot read", () => {
  expect(keepsWebpackCache({})).toBe(true);
  expect(keepsWebpackCache({ WEBPACK_CACHE: "on" })).toBe(true);
  expect(keepsWebpackCache({ WEBPACK_CACHE: "off" })).toBe(false);
  expect(() => keepsWebpackCache({ WEBPACK_CACHE: "no" })).toThrow(
    'WEBPACK_CACHE is "no": set it to "off" (no cache kept for the next build) or leave it unset',
  );
});

describe("the rules that load scripts", () => {
  const gatsbyScripts: Rule = { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [{ loader: "babel-loader" }] };
  const typescriptPlugin: Rule = { test: /\.tsx?$/, use: () => [{ loader: "babel-loader" }] };

  it("are Gatsby's rule for every script and its TypeScript plugin's, told apart by what they take", () => {
    const rules = [...gatsbyCssRules, gatsbyScripts, { test: /\.ya?ml$/ }, typescriptPlugin];
    expect(scriptRules(rules)).toEqual({ scripts: gatsbyScripts, typescript: typescriptPlugin });
  });

  it("stop the build when Gatsby's config no longer has that shape", () => {
    expect(() => scriptRules([gatsbyScripts])).toThrow(/not Gatsby's two/);
    expect(() => scriptRules([typescriptPlugin, gatsbyScripts])).toThrow(/not Gatsby's two/);
    expect(() => scriptRules([gatsbyScripts, typescriptPlugin, { test: /\.tsx$/ }])).toThrow(/not Gatsby's two/);
  });
});

describe("the browser bundle's script loader", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module
  const loader = require(CSS_ONLY_LOADER) as (this: unknown, source: string) => void;
  const load = (resourcePath: string, source: string) =>
    new Promise<string>((resolve, reject) => {
      loader.call(
        {
          resourcePath,
          async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? "")),
        },
        source,
      );
    });

  it("keeps every import a stylesheet or a component needs, and leaves out types and JSX", async () => {
    const code = await load(
      "/app/src/components/Card.tsx",
      [
        'import type { ReactNode } from "react";',
        'import { Icon } from "./Icon";',
        'import * as styles from "./Card.module.scss";',
        'import "./global.scss";',
        "export const Card = ({ children }: { children: ReactNode }) => <div className={styles.card}><Icon />{children}</div>;",
      ].join("\n"),
    );
    expect(code).toContain('from "./Icon"');
    expect(code).toContain('from "./Card.module.scss"');
    expect(code).toContain('import "./global.scss"');
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).not.toMatch(/ReactNode|<div/);
  });

  it("fails the build on a script it cannot read, naming the file", async () => {
    await expect(load("/app/src/Broken.tsx", "export const = ;")).rejects.toThrow(/Broken\.tsx/);
  });
});
