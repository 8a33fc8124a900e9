import fs from "node:fs";
import path from "node:path";
import { MANIFEST_PATH, type ExperimentManifest } from "../src/lib/experiments";

// wrangler.toml as a build needs it. The host hands the Worker only the paths wrangler.toml's run_worker_first
// names, and serves every other file itself; a page with a running experiment must reach the Worker first, so that
// it can serve the visitor's variant (worker/experiments.ts). Which pages those are is content, known at the build:
// after it, the build writes wrangler.toml again with them added, into .wrangler/deploy/, and points wrangler there
// (its "redirected configuration", .wrangler/deploy/config.json, which `wrangler deploy` and `wrangler dev` follow
// when no --config is given). A build with no experiment running removes the pointer, so wrangler.toml serves as
// it is. The tests' own copies of wrangler.toml add the same pages (tests/helpers/edge.ts).

export const WRANGLER_TOML = "wrangler.toml";
/** Where wrangler looks for a build's pointer to the configuration it wrote. */
export const DEPLOY_POINTER = path.join(".wrangler", "deploy", "config.json");
const GENERATED = path.join(".wrangler", "deploy", "wrangler.toml");

/** The pages of the experiments a built site runs, from its manifest; none when it has no manifest. */
export function experimentPagesOf(publicDir: string): string[] {
  const file = path.join(publicDir, MANIFEST_PATH);
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as ExperimentManifest;
  return [...new Set(manifest.experiments.flatMap((experiment) => experiment.pages))];
}

/** What to change of wrangler.toml's text: the Worker's and the assets' paths, and pages for run_worker_first. */
export interface ConfigChanges {
  main?: string;
  directory?: string;
  workerFirst?: readonly string[];
}

/** wrangler.toml's text with these changes; throws, naming the line, if wrangler.toml no longer has one of them. */
export function changedConfig(source: string, { main, directory, workerFirst = [] }: ConfigChanges): string {
  const replace = (text: string, from: RegExp, to: (line: string) => string) => {
    const found = from.exec(text);
    if (!found) throw new Error(`${WRANGLER_TOML} no longer has ${from}: gatsby/workerConfig.ts must change with it`);
    return text.replace(from, to(found[0]));
  };
  let config = source;
  if (main) config = replace(config, /^main = ".*"$/m, () => `main = ${JSON.stringify(main)}`);
  if (directory) config = replace(config, /^directory = ".*"$/m, () => `directory = ${JSON.stringify(directory)}`);
  if (workerFirst.length > 0) {
    config = replace(config, /^run_worker_first = (\[.*\])$/m, (line) => {
      const listed = JSON.parse(line.slice(line.indexOf("["))) as string[];
      return `run_worker_first = ${JSON.stringify([...listed, ...workerFirst.filter((page) => !listed.includes(page))])}`;
    });
  }
  return config;
}

/** After a build: the configuration the host needs for what it runs, or none beyond wrangler.toml. */
export function writeWorkerConfig(root: string, publicDir: string): string[] {
  const pages = experimentPagesOf(publicDir);
  const pointer = path.join(root, DEPLOY_POINTER);
  if (pages.length === 0) {
    fs.rmSync(pointer, { force: true });
    return pages;
  }
  const generated = path.join(root, GENERATED);
  const fromThere = (file: string) =>
    path.relative(path.dirname(generated), path.join(root, file)).split(path.sep).join("/");
  const source = fs.readFileSync(path.join(root, WRANGLER_TOML), "utf8");
  const main = /^main = "(.*)"$/m.exec(source)?.[1] ?? "";
  const directory = /^directory = "(.*)"$/m.exec(source)?.[1] ?? "";
  fs.mkdirSync(path.dirname(generated), { recursive: true });
  fs.writeFileSync(
    generated,
    `# Written by the build (gatsby/workerConfig.ts) from ../../${WRANGLER_TOML}: do not edit; edit that file.\n${changedConfig(
      source,
      { main: fromThere(main), directory: fromThere(directory), workerFirst: pages },
    )}`,
  );
  fs.writeFileSync(pointer, `${JSON.stringify({ configPath: path.basename(generated) })}\n`);
  return pages;
}
