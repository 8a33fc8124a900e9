import path from "node:path";
import { HtmlValidate, StaticConfigLoader, type ConfigData } from "html-validate";
import { builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { PUBLIC_DIR } from "../helpers/builtSite";

// Gate 3: html-validate's recommended rules on every HTML file the build wrote (find -type f,
// without the slice fragments in _gatsby/slices/), with only the Gatsby artefacts in
// .htmlvalidate.cjs relaxed. The API is used: html-validate 11's CLI needs Node 22, and its
// config-file loader needs ESM dynamic import, which jest lacks: the config is passed in.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const config = require("../../.htmlvalidate.cjs") as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));

async function htmlErrors(html: string, filename: string): Promise<string[]> {
  const report = await validator.validateString(html, filename);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${filename}:${m.line}:${m.column} ${m.ruleId}: ${m.message}\n    ${m.selector ?? ""}`),
  );
}

const files = builtHtmlFiles();

it("finds the built pages", () => {
  expect(files).toEqual(expect.arrayContaining(["index.html", "404.html"]));
});

it.each(files)("%s is valid HTML", async (file) => {
  expect(await htmlErrors(readBuilt(file), path.join(PUBLIC_DIR, file))).toEqual([]);
});

it("fails on a planted defect", async () => {
  const errors = await htmlErrors(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><img src="a.png"><p id="a"></p><p id="a"></p></body></html>',
    path.join(PUBLIC_DIR, "planted.html"),
  );
  expect(errors.join("\n")).toMatch(/wcag\/h37/);
  expect(errors.join("\n")).toMatch(/no-dup-id/);
});
