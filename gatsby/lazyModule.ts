import { createRequire } from "node:module";

const load = createRequire(__filename);

/**
 * A package loaded the first time it is used, not when Gatsby loads gatsby-node (in every build, and in each of its
 * workers): the heavy ones that only a build with something to make needs (Sass, pdfkit, ExcelJS, satori, sharp)
 * took a second to load. `Module` is its type: `typeof import("name")`.
 */
export const whenUsed =
  <Module>(name: string): (() => Module) =>
  () =>
    load(name) as Module;
