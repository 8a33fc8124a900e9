/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../gatsby/files";
import { ROOT_DIR } from "../helpers/paths";

// No module imports itself round a circle, types included: a circle means neither module can be read without the
// other, and the order in which they load decides what each sees. Every relative import of the project's code
// (`import`, `import type`, `export … from`, `import()`) is resolved to its file, and the graph is searched for a
// strongly connected set of two or more files, which would be a circle.

const FOLDERS = ["src", "gatsby", "worker", "scripts"];
const ROOT_FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs"];
const isTest = (file: string) => /(^|\/)(__tests__|__mocks__)\//.test(file);

/** The project's code under a folder, by its path from the project, tests and dependencies left out. */
const codeUnder = (folder: string): string[] =>
  filesUnder(
    path.join(ROOT_DIR, folder),
    (name, parent) => EXTENSIONS.includes(path.extname(name)) && !parent.includes("node_modules"),
  )
    .map((file) => path.relative(ROOT_DIR, file).split(path.sep).join("/"))
    .filter((file) => !isTest(file));

/** The file a relative specifier names, as the bundlers resolve it; undefined for one that is not code. */
function resolved(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && fs.existsSync(path.join(ROOT_DIR, file)));
}

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

function importGraph(): Map<string, string[]> {
  const files = [
    ...FOLDERS.flatMap(codeUnder),
    ...ROOT_FILES.filter((file) => fs.existsSync(path.join(ROOT_DIR, file))),
  ];
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(ROOT_DIR, file), "utf8");
      const targets = [...text.matchAll(SPECIFIERS)].flatMap((match) => resolved(file, match[1]!) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The graph's circles: each strongly connected set of two or more files, or a file that imports itself (Tarjan). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      members.push(member);
      if (member === file) break;
    }
    if (members.length > 1 || graph.get(file)?.includes(file)) circles.push(members.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

describe("the project's imports", () => {
  it("make no circle", () => {
    expect(circlesOf(importGraph())).toEqual([]);
  });

  it("are all found: a planted circle of two files, and one of three, is reported", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", []],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["f.ts"]],
      ["f.ts", ["d.ts"]],
    ]);
    expect(circlesOf(graph)).toEqual([
      ["a.ts", "b.ts"],
      ["d.ts", "e.ts", "f.ts"],
    ]);
  });

  it("are read from the files as written: routes.ts imports the route table's data it re-exports", () => {
    expect(importGraph().get("src/lib/routes.ts")).toContain("src/lib/routeData.ts");
  });
});
