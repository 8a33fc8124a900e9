import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Metafile } from "esbuild";

/** A short digest of anything JSON can write: the key a step's result is cached under in .cache/. */
export const digestOf = (parts: unknown): string =>
  crypto.createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 20);

/** Each file's digest by its path ("" for a file that is gone): what a cached result was made from. */
export function fileDigests(files: Iterable<string>): Record<string, string> {
  return Object.fromEntries(
    [...new Set(files)].sort().map((file) => {
      try {
        return [file, crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 20)];
      } catch {
        return [file, ""];
      }
    }),
  );
}

/**
 * One digest of code: of these files and of the project's package-lock.json (the libraries the code calls), so that
 * a result kept against it is made again when either changes.
 */
export const codeDigestOf = (files: readonly string[], root = path.join(__dirname, "..")): string =>
  digestOf(fileDigests([...files, path.join(root, "package-lock.json")]));

/** Whether every file a result was made from is as it was then. */
const filesUnchanged = (digests: Readonly<Record<string, string>>): boolean =>
  Object.entries(fileDigests(Object.keys(digests))).every(([file, digest]) => digests[file] === digest);

/**
 * The files esbuild's builds read, by absolute path (their metafiles' inputs are from `root`; a module of a
 * plugin's own namespace, "namespace:path", is no file).
 */
export const esbuildInputs = (root: string, ...results: Array<{ metafile?: Metafile }>): string[] =>
  results
    .flatMap((result) => Object.keys(result.metafile?.inputs ?? {}))
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => path.join(root, input));

/** The files among the addresses a compiler loaded (Sass's `loadedUrls`). */
export const filesAmong = (urls: Iterable<URL>): string[] =>
  [...urls].filter((url) => url.protocol === "file:").map((url) => fileURLToPath(url));

/** What a step made, as `reusedOrBuilt` keeps it. */
export interface StepBuild<T> {
  value: T;
  /** Every file the step read. */
  inputs: Iterable<string>;
  /** The files it wrote, relative to its folder. */
  outputs: string[];
}

interface StepRecord<T> {
  key: string;
  inputs: Record<string, string>;
  outputs: string[];
  value: T;
}

const STEPS_CACHE = path.join(__dirname, "..", ".cache", "steps");

/**
 * A build step's files, kept in .cache/steps/<name>/ with the digests of every file the step read (its own code
 * among them): while none has changed and `key` (what else it depends on, given what the step made then) is the
 * same, `outDir` is emptied and they are copied back into it, rather than made again. The step itself writes its
 * files into `outDir` as it always does.
 */
export async function reusedOrBuilt<T>({
  name,
  outDir,
  code,
  key,
  build,
  cacheRoot = STEPS_CACHE,
}: {
  name: string;
  outDir: string;
  /** The files of the step's own code. */
  code: string[];
  key: (value: T) => unknown;
  build: () => Promise<StepBuild<T>>;
  /** Where the steps are kept: .cache/steps/. */
  cacheRoot?: string;
}): Promise<{ value: T; reused: boolean }> {
  const cacheDir = path.join(cacheRoot, name);
  const recordFile = path.join(cacheDir, "step.json");
  const last = readJson<StepRecord<T>>(recordFile);
  const copy = (from: string, to: string, files: string[]) => {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      fs.copyFileSync(path.join(from, file), path.join(to, file));
    }
  };
  if (last && filesUnchanged(last.inputs) && last.key === digestOf(await key(last.value))) {
    try {
      fs.rmSync(outDir, { recursive: true, force: true });
      copy(cacheDir, outDir, last.outputs);
      return { value: last.value, reused: true };
    } catch {
      // A kept file is gone: the step is made again.
    }
  }
  const made = await build();
  fs.rmSync(cacheDir, { recursive: true, force: true });
  copy(outDir, cacheDir, made.outputs);
  const record: StepRecord<T> = {
    key: digestOf(await key(made.value)),
    inputs: fileDigests([...made.inputs, ...code]),
    outputs: made.outputs,
    value: made.value,
  };
  fs.writeFileSync(recordFile, JSON.stringify(record));
  return { value: made.value, reused: false };
}

/** A JSON file's data, or undefined when the file is missing or cannot be read. */
export function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}
