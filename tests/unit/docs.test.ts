/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../helpers/paths";

// The docs point at nothing that is not there: every `npm run <script>` they give is one of package.json's scripts,
// and every file or folder of the project they name in backticks exists, so a renamed file or script cannot leave a
// reader following a doc to nothing. What the build or a test writes (public/, .cache/, .wrangler/, test-results/)
// and paths with a placeholder (`{slug}`, `*`, `<name>`, `…`) are not files to check.

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
const WRITTEN = ["public/", ".cache/", ".wrangler/", "test-results/", "node_modules/"];
const PLACEHOLDER = /[{}*<>…]|\.\.\.|\$/;

/** The project paths a doc names in backticks: those that start with one of its top-level folders or files. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[:,.;)]+$/, "").replace(/#.*$/, ""))
    .filter((name) => TOP.some((top) => name === top || name.startsWith(`${top}/`)))
    .filter((name) => name.includes("/") || name.includes("."))
    .filter((name) => !PLACEHOLDER.test(name) && !WRITTEN.some((written) => name.startsWith(written)));
}

const npmScriptsIn = (text: string) => [...text.matchAll(/\bnpm run (?:-s |--silent )?([\w:-]+)/g)].map((m) => m[1]!);

describe.each(DOCS)("%s", (doc) => {
  const text = fs.readFileSync(path.join(ROOT_DIR, doc), "utf8");

  it("runs only scripts package.json has", () => {
    expect(npmScriptsIn(text).filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    // Relative to the project, or to the doc's own folder (content/README.md writes `pages/about.json`).
    const missing = pathsIn(text).filter(
      (name) =>
        !fs.existsSync(path.join(ROOT_DIR, name)) && !fs.existsSync(path.join(ROOT_DIR, path.dirname(doc), name)),
    );
    expect(missing).toEqual([]);
  });
});

describe("the docs' check", () => {
  it("finds the paths and scripts a doc names", () => {
    const text = "Run `npm run build`, then `npm run -s leads -- list`; see `worker/leads/store.ts` and `src/lib/`.";
    expect(npmScriptsIn(text)).toEqual(["build", "leads"]);
    expect(pathsIn(text)).toEqual(["worker/leads/store.ts", "src/lib/"]);
    expect(pathsIn("`public/_headers`, `content/blog/{slug}.md`, `src/islands/*.tsx`")).toEqual([]);
  });
});
