/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { TEST_ONLY_SETTINGS, workerSettingNames } from "../../tests/helpers/edge";
import { filesUnder } from "../../gatsby/files";
import { ROOT_DIR } from "../../tests/helpers/paths";

// The Worker's settings are named once, in .dev.vars.example (the variables and secrets a deploy sets), beside
// wrangler.toml's bindings; the tests' settings that only point the Worker at stand-ins are named in
// tests/helpers/edge.ts. Every setting the Worker reads is one of them, and each one named is read.

const bindings = [
  ...fs.readFileSync(path.join(ROOT_DIR, "wrangler.toml"), "utf8").matchAll(/^(?:binding|name) = "([A-Z_]+)"$/gm),
].map((match) => match[1]!);

const read = new Set(
  filesUnder(path.join(ROOT_DIR, "worker"), (name, parent) => name.endsWith(".ts") && !parent.includes("__tests__"))
    .map((file) => fs.readFileSync(file, "utf8"))
    .flatMap((text) => [...text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)),
);

describe("the Worker's settings", () => {
  it("are each named in .dev.vars.example, wrangler.toml's bindings or the tests' stand-ins", () => {
    const named = new Set([...workerSettingNames(), ...bindings, ...TEST_ONLY_SETTINGS]);
    expect([...read].filter((name) => !named.has(name)).sort()).toEqual([]);
  });

  it("are each read by the Worker, once named", () => {
    const names = [...workerSettingNames(), ...TEST_ONLY_SETTINGS];
    expect(names.filter((name) => !read.has(name))).toEqual([]);
    expect(bindings).toEqual(expect.arrayContaining(["ASSETS", "LEADS_DB", "LEADS_RATE_LIMIT"]));
  });
});
