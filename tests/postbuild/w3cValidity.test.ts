import { execFile, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtHtmlFiles } from "../helpers/builtFiles";
import { PUBLIC_DIR } from "../helpers/builtSite";

// The W3C Nu HTML Checker (vnu.jar, the checker behind validator.w3.org/nu) on every built page, errors
// only, nothing excluded; html-validate (htmlValidity.test.ts) keeps its own rules. Java starts once for all
// the files: a start costs seconds. A planted page with a known defect goes through the same run, so the
// gate is seen to fail. Java is Debian's (apt-get install default-jre-headless, as .ci/run does).

const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

interface VnuRun {
  /** "file:line:column message" per error, by the checked file's absolute path. */
  errors: Map<string, string[]>;
  /** The files vnu says it checked (it skips a missing file silently). */
  checked: Set<string>;
}

/** The running checker, so that a run cut short (its hook timed out) does not outlive the tests. */
let vnu: ChildProcess | undefined;

/**
 * The JVM's settings for one short run: its quick compiler alone (C1: the optimising one, C2, spends more time
 * compiling than a run of a hundred pages gains from it), with the serial collector: on the 2-core machine, the 92
 * pages in 5.0 s rather than 7.1 s, and 5.8 s of CPU time rather than 12.7 s. The schema's deeper recursion under
 * C1 needs a larger thread stack than the default 1 MB.
 */
const JVM = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss4m"];

function runVnu(files: readonly string[]): Promise<VnuRun> {
  const args = [...JVM, "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--verbose", ...files];
  return new Promise((resolve, reject) => {
    // vnu exits 1 when it finds errors: the JSON on stdout is the answer either way.
    vnu = execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") {
        reject(new Error(`Java did not start vnu (apt-get install -y default-jre-headless): ${error.message}`));
        return;
      }
      if (!stdout.trim()) {
        reject(new Error(`vnu wrote no report: ${stderr}`));
        return;
      }
      const errors = new Map<string, string[]>();
      for (const m of (JSON.parse(stdout) as { messages: VnuMessage[] }).messages) {
        const file = m.url ? fileURLToPath(m.url) : "(no file)";
        const where = `${path.relative(process.cwd(), file)}:${m.firstLine ?? m.lastLine}:${m.firstColumn ?? m.lastColumn}`;
        errors.set(file, [...(errors.get(file) ?? []), `${where} ${m.message}`]);
      }
      const checked = new Set(stderr.split("\n").filter(Boolean));
      resolve({ errors, checked });
    });
  });
}

const pages = builtHtmlFiles().map((file) => path.join(PUBLIC_DIR, file));
const plantedDir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
const planted = path.join(plantedDir, "planted.html");
let run: VnuRun;

beforeAll(async () => {
  fs.writeFileSync(
    planted,
    '<!doctype html><html lang="en"><head><title>Planted</title></head><body><img></body></html>',
  );
  run = await runVnu([...pages, planted]);
  // About 5 s on a quiet two-core machine; several times that while a build shares it.
}, 300_000);

afterAll(async () => {
  if (vnu && vnu.exitCode === null && vnu.signalCode === null) {
    const exited = new Promise((resolve) => vnu?.once("exit", resolve));
    vnu.kill();
    await exited;
  }
  fs.rmSync(plantedDir, { recursive: true, force: true });
});

it("checks every built page, 404.html included", () => {
  expect(pages.map((page) => path.relative(PUBLIC_DIR, page))).toEqual(
    expect.arrayContaining(["index.html", "404.html"]),
  );
  expect(pages.filter((page) => !run.checked.has(page))).toEqual([]);
});

it("reports no errors on any built page", () => {
  const outside = [...run.errors.keys()].filter((file) => file !== planted && !pages.includes(file));
  expect(outside).toEqual([]);
  expect(pages.flatMap((page) => run.errors.get(page) ?? [])).toEqual([]);
});

it("fails on a planted defect, an <img> with neither source nor alt, naming file, line and column", () => {
  const errors = run.errors.get(planted) ?? [];
  expect(errors).toHaveLength(2);
  for (const error of errors) expect(error.startsWith(`${path.relative(process.cwd(), planted)}:1:`)).toBe(true);
  expect(errors.join("\n")).toMatch(
    /:1:\d+ Element “img” is missing one or more of the following attributes: “src”, “srcset”/,
  );
  expect(errors.join("\n")).toMatch(/:1:\d+ An “img” element must have an “alt” attribute/);
});
