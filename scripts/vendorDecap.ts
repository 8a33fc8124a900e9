import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import ts from "typescript";

// Writes the editing screen's vendored Decap bundle (vendor/decap/): Decap's own prebuilt bundle, with the
// modules of the packages that vendor/decap/patches.json names replaced by those packages' fixed releases, and
// the list of every package the bundle holds, at the version it holds (decap-cms-app.packages.json), which the
// advisory check reads (scripts/advisories.ts). vendor/decap/README.md says when and how to run it:
//
//   npx tsx scripts/vendorDecap.ts <decap-cms-app's dist folder> <Decap's package-lock.json at that release>
//
// The bundle is webpack's: one object of module functions keyed by id, and a source map naming the file each was
// built from. A patched module is the fixed release's file, its `require("./x")` calls pointed at the ids the
// bundle already gives those files, minified, in place of the old function. Everything else is byte for byte
// Decap's.

const ROOT = path.join(__dirname, "..");
const VENDOR = path.join(ROOT, "vendor", "decap");
const BUNDLE = "decap-cms-app.js";

interface Patch {
  version: string;
  /** Where the bundle's copy is in Decap's tree, when not node_modules/<name> (a copy nested in another package). */
  folder?: string;
  /** The package's files to put in place of the bundle's, relative to the package. */
  files: string[];
  why: string;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** For each generated line, the segments' [column, source index], from a source map's VLQ mappings. */
function decodeMappings(mappings: string): Array<Array<[number, number]>> {
  const lines: Array<Array<[number, number]>> = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of line.split(",")) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) {
        source += fields[1]!;
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * A source map's file, relative to Decap's repository: webpack names them from packages/decap-cms-app, so
 * "webpack://DecapCmsApp/../../node_modules/lodash/_baseUnset.js" is "node_modules/lodash/_baseUnset.js".
 */
const repoPath = (source: string) =>
  path.posix.join("packages/decap-cms-app", source.replace(/^webpack:\/\/[^/]*\//, ""));

interface BundledModule {
  id: string;
  /** The module function's place in the bundle's text. */
  start: number;
  end: number;
  /** The file it was built from, relative to Decap's repository (node_modules/…, packages/…); none for an empty one. */
  source?: string;
}

/** Every module of the bundle, with the file the source map says it was built from. */
function bundledModules(code: string, map: { sources: string[]; mappings: string }): BundledModule[] {
  const file = ts.createSourceFile(BUNDLE, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let modules: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (modules) return;
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(file) === "__webpack_modules__" &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      modules = node.initializer;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!modules) throw new Error(`${BUNDLE} has no __webpack_modules__ object: is it webpack 5's bundle?`);
  const lines = decodeMappings(map.mappings);
  const lineStarts = file.getLineStarts();
  return modules.properties.map((property) => {
    if (!ts.isPropertyAssignment(property)) throw new Error(`Unexpected module entry at ${property.pos}`);
    const fn = property.initializer;
    const start = fn.getStart(file);
    const { line, character } = file.getLineAndCharacterOfPosition(start);
    // The first mapped segment after the function's start is the first line of its file.
    let source: number | undefined;
    for (let l = line; l < lines.length && source === undefined; l += 1) {
      const segment = lines[l]!.find(([column]) => l > line || column > character);
      if (segment && lineStarts[l]! + segment[0] < fn.end) source = segment[1];
      else if (segment) break;
    }
    // Modules webpack left empty (Node's built-ins, which the browser has no use for) map to nothing.
    const from = source === undefined ? undefined : repoPath(map.sources[source]!);
    return { id: property.name.getText(file), start, end: fn.end, source: from };
  });
}

/** The folder of the package a bundled file belongs to: "node_modules/a/node_modules/b/lib/x.js" → "node_modules/a/node_modules/b". */
function packageFolder(source: string): string | undefined {
  return /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
}

/** The fixed release of a package, unpacked from the registry into a scratch folder. */
function unpack(name: string, version: string, scratch: string): string {
  const tarball = execFileSync("npm", ["pack", `${name}@${version}`, "--silent", "--pack-destination", scratch], {
    encoding: "utf8",
  }).trim();
  const dir = path.join(scratch, `${name}-${version}`.replace("/", "-"));
  fs.mkdirSync(dir, { recursive: true });
  execFileSync("tar", ["-xzf", path.join(scratch, tarball), "-C", dir, "--strip-components=1"]);
  return dir;
}

/** The module function for `file` of the fixed release, its relative requires pointed at the bundle's ids. */
async function patchedModule(
  packageDir: string,
  bundlePackage: string,
  file: string,
  idOf: Map<string, string>,
): Promise<string> {
  const source = fs.readFileSync(path.join(packageDir, file), "utf8");
  const linked = source.replace(/\brequire\((['"])([^'"]+)\1\)/g, (call, _quote: string, request: string) => {
    if (!request.startsWith("."))
      throw new Error(`${file} requires ${request}: only files of its own package are linked`);
    const target = path.posix.join(bundlePackage, path.posix.dirname(file), request);
    const id = idOf.get(target.endsWith(".js") ? target : `${target}.js`);
    if (!id) throw new Error(`${file} requires ${request}, which the bundle does not hold (${target})`);
    return `__webpack_require__(${id})`;
  });
  // Minified as a script: its free `module`, `exports` and `__webpack_require__` are left as they are.
  const { code } = await esbuild.transform(linked, { minify: true, target: "es2020" });
  return `function(module,exports,__webpack_require__){${code.trim()}\n}`;
}

const sha256 = (data: string) => crypto.createHash("sha256").update(data).digest("hex");

async function main() {
  const [distDir, lockfile] = process.argv.slice(2);
  if (!distDir || !lockfile) {
    throw new Error("Usage: npx tsx scripts/vendorDecap.ts <decap-cms-app's dist folder> <Decap's package-lock.json>");
  }
  const code = fs.readFileSync(path.join(distDir, BUNDLE), "utf8");
  const map = JSON.parse(fs.readFileSync(path.join(distDir, `${BUNDLE}.map`), "utf8")) as {
    sources: string[];
    mappings: string;
  };
  const lock = JSON.parse(fs.readFileSync(lockfile, "utf8")) as { packages: Record<string, { version?: string }> };
  const patches = JSON.parse(fs.readFileSync(path.join(VENDOR, "patches.json"), "utf8")) as Record<string, Patch>;

  const modules = bundledModules(code, map);
  const idOf = new Map(modules.flatMap((module) => (module.source ? [[module.source, module.id] as const] : [])));

  // What the bundle holds: each package folder its modules come from, at the version Decap's lockfile gives it.
  const held = new Map<string, { name: string; version: string }>();
  for (const module of modules) {
    const folder = module.source && packageFolder(module.source);
    if (!folder || held.has(folder)) continue;
    const version = lock.packages[folder]?.version;
    if (!version) throw new Error(`Decap's lockfile has no version for ${folder} (bundled as ${module.source})`);
    held.set(folder, { name: folder.slice(folder.lastIndexOf("node_modules/") + "node_modules/".length), version });
  }

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vendor-decap-"));
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  try {
    for (const [name, patch] of Object.entries(patches)) {
      const bundlePackage = patch.folder ?? `node_modules/${name}`;
      const copy = held.get(bundlePackage);
      if (!copy) throw new Error(`patches.json names ${bundlePackage}, which the bundle does not hold`);
      const dir = unpack(name, patch.version, scratch);
      for (const file of patch.files) {
        const target = modules.filter((module) => module.source === `${bundlePackage}/${file}`);
        if (target.length !== 1)
          throw new Error(`The bundle holds ${target.length} modules built from ${bundlePackage}/${file}`);
        replacements.push({ ...target[0]!, text: await patchedModule(dir, bundlePackage, file, idOf) });
      }
      copy.version = patch.version;
      console.log(`${name}: ${patch.files.length} file(s) from ${patch.version} (${patch.why})`);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }

  let patched = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    patched = patched.slice(0, start) + text + patched.slice(end);
  }
  fs.writeFileSync(path.join(VENDOR, BUNDLE), patched);
  fs.writeFileSync(path.join(VENDOR, `${BUNDLE}.sha256`), `${sha256(patched)}  ${BUNDLE}\n`);
  const versions = new Map<string, Set<string>>();
  for (const { name, version } of held.values()) versions.set(name, new Set([...(versions.get(name) ?? []), version]));
  const packages = Object.fromEntries(
    [...versions].sort(([a], [b]) => a.localeCompare(b)).map(([name, all]) => [name, [...all].sort()]),
  );
  fs.writeFileSync(path.join(VENDOR, "decap-cms-app.packages.json"), `${JSON.stringify(packages, null, 2)}\n`);
  console.log(`${BUNDLE}: ${replacements.length} module(s) replaced; ${versions.size} packages listed`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
