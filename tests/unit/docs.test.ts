/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../helpers/paths";

// The docs point at nothing that is not there: every `npm run <script>` they give is one of package.json's scripts,
// and every file or folder of the project they name in backticks exists, so a renamed file or script cannot leave a
// reader following a doc to nothing. What the build, a test or an install writes (what .gitignore names: public/,
// src/gatsby-types.d.ts, .dev.vars) and paths with a placeholder (`{slug}`, `*`, `<name>`, `…`) are not files to
// check.

const DOCS = [
  "README.md",
  "content/README.md",
  ...fs
    .readdirSync(path.join(ROOT_DIR, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const scripts = Object.keys(
  (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts,
);

/** The project's own top-level folders and files, by which a backticked name is known to be one of its paths. */
const TOP = fs.readdirSync(ROOT_DIR).filter((name) => !["node_modules", ".git"].includes(name));
const PLACEHOLDER = /[{}*<>…]|\.\.\.|\$/;

/** The project paths a doc names in backticks: those that start with one of its top-level folders or files. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:,.;)]+$/, "").replace(/#.*$/, ""))
    .filter((name) => TOP.some((top) => name === top || name.startsWith(`${top}/`)))
    .filter((name) => name.includes("/") || name.includes("."))
    .filter((name) => !PLACEHOLDER.test(name));
}

/** Which of the paths git ignores: what the build, a test or an install writes, absent from a fresh clone. */
function ignored(names: readonly string[]): Set<string> {
  if (names.length === 0) return new Set();
  const run = spawnSync("git", ["check-ignore", "--no-index", "--stdin"], { cwd: ROOT_DIR, input: names.join("\n") });
  return new Set(run.stdout.toString().split("\n").filter(Boolean));
}

const npmScriptsIn = (text: string) => [...text.matchAll(/\bnpm run (?:-s |--silent )?([\w:-]+)/g)].map((m) => m[1]!);

describe.each(DOCS)("%s", (doc) => {
  const text = fs.readFileSync(path.join(ROOT_DIR, doc), "utf8");

  it("runs only scripts package.json has", () => {
    expect(npmScriptsIn(text).filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    // Relative to the project, or to the doc's own folder (content/README.md writes `pages/about.json`).
    const absent = pathsIn(text).filter(
      (name) =>
        !fs.existsSync(path.join(ROOT_DIR, name)) && !fs.existsSync(path.join(ROOT_DIR, path.dirname(doc), name)),
    );
    const missing = absent.filter((name) => !ignored(absent).has(name));
    expect(missing).toEqual([]);
  });
});

describe("the docs' check", () => {
  it("finds the paths and scripts a doc names", () => {
    const text = "Run `npm run build`, then `npm run -s leads -- list`; see `worker/leads/store.ts` and `src/lib/`.";
    expect(npmScriptsIn(text)).toEqual(["build", "leads"]);
    expect(pathsIn(text)).toEqual(["worker/leads/store.ts", "src/lib/"]);
    expect(pathsIn("`content/blog/{slug}.md`, `src/islands/*.tsx`")).toEqual([]);
    // What a build writes is not in a fresh clone, and is not missing from it.
    expect(ignored(["public/_headers", "src/gatsby-types.d.ts", "src/lib/routes.ts"])).toEqual(
      new Set(["public/_headers", "src/gatsby-types.d.ts"]),
    );
  });
});
