// @ts-check
"use strict";
const { transform } = require("esbuild");

// The loader of the site's scripts in Gatsby's browser bundle (gatsby/onCreateWebpackConfig.ts), in place of Babel.
// That bundle is built only for the CSS its chunks carry, which the pages inline; no page loads its scripts. So its
// scripts need only be JavaScript webpack can read, with every import kept: esbuild strips the types and the JSX,
// in a fraction of Babel's time. The page renderer, whose scripts do run, keeps Babel.

/** @type {(this: { async(): (error: Error | null, code?: string) => void; resourcePath: string }, source: string) => void} */
module.exports = function cssOnlyLoader(source) {
  const done = this.async();
  const extension = /\.(\w+)$/.exec(this.resourcePath)?.[1];
  /** @type {import("esbuild").Loader} */
  const loader = extension === "ts" || extension === "tsx" || extension === "jsx" ? extension : "jsx";
  transform(source, { loader, jsx: "automatic", target: "es2022", sourcefile: this.resourcePath }).then(
    (result) => done(null, result.code),
    (error) => done(error instanceof Error ? error : new Error(String(error))),
  );
};
