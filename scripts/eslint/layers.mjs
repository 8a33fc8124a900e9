import path from "node:path";
import { fileURLToPath } from "node:url";

// The layers of the code and which folders each may import: the table in docs/architecture.md ("Layers"), and
// the one place it is enforced. `layers/imports` resolves every relative import (`import`, `export … from`,
// `import()`, `require()`) to the folder it reaches and refuses one that the importing file's layer may not
// use, naming both. Tests (tests/, __tests__/) may import anything, so they are not linted for layers.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const SITE = ["src/lib", "src/hooks", "src/components", "src/islands", "src/styles", "content"];

/** Each layer: its folders, and the folders its files may import (always their own layer's too). */
export const LAYERS = [
  { name: "pure logic", folders: ["src/lib"], mayImport: ["content"] },
  { name: "hooks", folders: ["src/hooks"], mayImport: ["src/lib", "content"] },
  { name: "components", folders: ["src/components"], mayImport: SITE },
  { name: "islands", folders: ["src/islands"], mayImport: ["src/lib", "src/hooks", "src/components", "src/styles"] },
  { name: "templates and views", folders: ["src/templates", "src/pages"], mayImport: SITE },
  { name: "editing screen", folders: ["src/cms"], mayImport: [...SITE, "src/templates"] },
  {
    name: "build code",
    folders: ["gatsby", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"],
    mayImport: [...SITE, "src/templates", "src/pages", "src/cms", "src/types", "static"],
  },
  { name: "scripts", folders: ["scripts"], mayImport: ["gatsby", "src/lib", "content", "static"] },
  { name: "the host's Worker", folders: ["worker"], mayImport: ["src/lib"] },
  { name: "styles", folders: ["src/styles"], mayImport: [] },
];

/** Folders that belong to no product layer but may be imported or refused: tests, and what is not code. */
const OTHER_FOLDERS = ["tests", "src/types", "static", "content"];

const isUnder = (relative, folder) => relative === folder || relative.startsWith(`${folder}/`);

/** The layer folder (or other known folder) a repository path lies in, the longest match winning. */
function folderOf(relative) {
  const folders = [...LAYERS.flatMap((layer) => layer.folders), ...OTHER_FOLDERS];
  return folders.filter((folder) => isUnder(relative, folder)).sort((a, b) => b.length - a.length)[0];
}

function layerOf(relative) {
  const folder = folderOf(relative);
  return folder && LAYERS.find((layer) => layer.folders.includes(folder));
}

const isTest = (relative) => /(^|\/)(tests|__tests__|__mocks__)\//.test(relative);

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Each layer imports only the folders docs/architecture.md allows it" },
    schema: [],
    messages: {
      forbidden:
        "{{layer}} ({{from}}) may not import {{target}}: it may import {{allowed}} (docs/architecture.md, Layers)",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const layer = layerOf(file);
    if (!layer || isTest(file)) return {};
    const allowed = [...new Set([...layer.folders.filter((folder) => !folder.includes(".")), ...layer.mayImport])];
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = path
        .relative(ROOT, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join("/");
      const folder = folderOf(target);
      if (!folder || allowed.includes(folder) || layer.folders.includes(folder)) return;
      context.report({
        node,
        messageId: "forbidden",
        data: { layer: layer.name, from: file, target: folder, allowed: allowed.join(", ") || "nothing" },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
      CallExpression: (node) =>
        node.callee.type === "Identifier" &&
        node.callee.name === "require" &&
        node.arguments[0]?.type === "Literal" &&
        check(node, node.arguments[0].value),
    };
  },
};

export default { rules: { imports: rule } };
