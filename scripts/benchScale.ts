// `npm run bench:scale`: how the build, the blog's pages and the tests grow with the blog. Not a test: it prints
// one table, the site as it is beside the site with many more articles, measured in the same run.
//
//   npm run bench:scale                          1000 articles added; builds, sizes and every test stage
//   npm run bench:scale -- --articles 200        another count
//   npm run bench:scale -- --no-tests            builds and sizes only (or BENCH_SCALE_NO_TESTS=1)
//   npm run bench:scale -- --out scale.md        also writes the table to a file
//   npm run bench:scale -- --seed 2              other articles (the same seed writes the same ones)
//
// It copies the project twice into a temporary folder, as `npm test` copies it for its second build (without
// node_modules, public, .cache and .git, which are linked), and adds the generated articles (scripts/scaleArticles.ts)
// to one copy. Then, one copy after the other for each step so both meet the machine in the same moments: a cold
// build (after `gatsby clean`), a warm build after one article's text changed, and `npm test`'s stages
// (scripts/test.sh, with TEST_KEEP_GOING=1 so a stage that fails on the larger blog does not hide the others'
// times). The folder goes when the bench ends, however it ends.
//
// Peak memory is given two ways: `/usr/bin/time -v`'s "Maximum resident set size", which is the largest single
// process among the build and the children it waited for (Gatsby's workers), and the whole process tree's resident
// memory added up, sampled from /proc every half second (shared pages counted in each process).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeScaleArticles } from "./scaleArticles";

const ROOT = path.join(__dirname, "..");
const PAGE_SIZE = Number(execFileSync("getconf", ["PAGESIZE"], { encoding: "utf8" }).trim());

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function count(name: string, fallback: number): number {
  const value = arg(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} should be a whole number above 0, not ${value}`);
  return number;
}

// ---- running commands, and cleaning up whatever way the bench ends ----

let temp: string | undefined;
let running: ReturnType<typeof spawn> | undefined;
/** Set on Ctrl-C: no command starts after it. */
let stopping = false;

/** Whether the process group `pgid` still has a process. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends the running command (its own process group: the command and everything it started) and deletes the copies. */
async function cleanUp() {
  const pgid = running?.pid;
  if (pgid && groupAlive(pgid)) {
    process.kill(-pgid, "SIGTERM");
    // A build still writing into the copy would refill the folder as it is deleted.
    for (let waited = 0; groupAlive(pgid) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
  }
  if (temp) fs.rmSync(temp, { recursive: true, force: true, maxRetries: 5 });
  temp = undefined;
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
] as const) {
  process.on(signal, () => {
    // tsx passes Ctrl-C on to this process, which has it from the terminal already.
    if (stopping) return;
    console.error(`\n${signal}: stopping, and deleting the copies.`);
    stopping = true;
    void cleanUp().finally(() => process.exit(code));
  });
}

/** The resident memory of a process and all its descendants, in kB, read from /proc. */
function treeKb(root: number): number {
  const table: Array<{ pid: number; ppid: number; rss: number }> = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command's name, which may hold spaces: state, ppid, … and rss (field 24) in pages.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.push({ pid: Number(entry), ppid: Number(fields[1]), rss: Number(fields[21]) });
    } catch {
      // The process ended while the table was read.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of table) {
      if (tree.has(row.ppid) && !tree.has(row.pid)) {
        tree.add(row.pid);
        grew = true;
      }
    }
  }
  return table.filter((row) => tree.has(row.pid)).reduce((sum, row) => sum + (row.rss * PAGE_SIZE) / 1024, 0);
}

interface Ran {
  seconds: number;
  code: number;
  peakTreeKb: number;
}

/** Runs a command with its output in `log`, passing each line to `onLine`; its time and its tree's peak memory. */
function run(
  command: string,
  args: string[],
  {
    cwd,
    log,
    env = {},
    onLine,
  }: { cwd: string; log: string; env?: NodeJS.ProcessEnv; onLine?: (line: string) => void },
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    if (stopping) {
      reject(new Error("stopped"));
      return;
    }
    const out = fs.createWriteStream(log, { flags: "a" });
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    running = child;
    let peakTreeKb = 0;
    const sample = () => {
      if (child.pid) peakTreeKb = Math.max(peakTreeKb, treeKb(child.pid));
    };
    const poll = setInterval(sample, 500);
    let rest = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out.write(chunk);
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLine?.(line);
    });
    child.stderr.pipe(out, { end: false });
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(poll);
      if (rest) onLine?.(rest);
      running = undefined;
      out.end(() => resolve({ seconds: (Date.now() - started) / 1000, code: code ?? 1, peakTreeKb }));
    });
  });
}

const tail = (file: string, lines = 30) => fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");

// ---- what is measured ----

interface Copy {
  label: string;
  dir: string;
}

interface BuildFigures {
  seconds: number;
  /** /usr/bin/time -v: the largest single process, in kB. */
  maxRssKb: number;
  /** The process tree added up, sampled from /proc, in kB. */
  peakTreeKb: number;
  /** Gatsby's count of SitePage nodes, from its output. */
  pages?: number;
}

interface Output {
  articles: number;
  htmlFiles: number;
  publicBytes: number;
  blogIndexBytes: number;
  feedBytes: number;
}

interface Stage {
  name: string;
  seconds: number;
  failed: boolean;
}

interface Figures {
  cold?: BuildFigures;
  output?: Output;
  warm?: BuildFigures;
  stages?: Stage[];
  testSeconds?: number;
  testFailed?: boolean;
}

/** `npm run build` in a copy, timed, under /usr/bin/time -v. */
async function build(copy: Copy, kind: string): Promise<BuildFigures> {
  const base = path.join(temp!, `${copy.label.replace(/\W+/g, "-")}-${kind}`);
  const ran = await run("/usr/bin/time", ["-v", "-o", `${base}.time`, "npm", "run", "build"], {
    cwd: copy.dir,
    log: `${base}.log`,
  });
  if (ran.code !== 0) throw new Error(`the ${kind} build of ${copy.label} failed:\n${tail(`${base}.log`)}`);
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(`${base}.time`, "utf8"));
  // Gatsby's reporter colours its output only on a terminal; the codes are dropped anyway.
  const log = fs.readFileSync(`${base}.log`, "utf8").replace(/\x1b\[[0-9;]*m/g, ""); // eslint-disable-line no-control-regex
  const pages = /SitePage nodes: (\d+)/.exec(log);
  return {
    seconds: ran.seconds,
    maxRssKb: maxRss ? Number(maxRss[1]) : NaN,
    peakTreeKb: ran.peakTreeKb,
    pages: pages ? Number(pages[1]) : undefined,
  };
}

function output(copy: Copy): Output {
  const publicDir = path.join(copy.dir, "public");
  let htmlFiles = 0;
  let publicBytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        publicBytes += fs.statSync(file).size;
        if (entry.name.endsWith(".html")) htmlFiles += 1;
      }
    }
  };
  walk(publicDir);
  const size = (file: string) => fs.statSync(path.join(publicDir, file)).size;
  return {
    articles: fs.readdirSync(path.join(copy.dir, "content", "blog")).filter((file) => file.endsWith(".md")).length,
    htmlFiles,
    publicBytes,
    blogIndexBytes: size("blog/index.html"),
    // gatsby/onPostBuild.ts writes the feed at sitePaths.feed (src/lib/brand.ts).
    feedBytes: size("rss.xml"),
  };
}

/** The sentence the warm build adds to one real article, the same in both copies. */
const REVISION = "We revise this guide whenever the platforms change how they work.";

/** Adds a paragraph to the article's text; the page it is built to must then show it. */
function reviseArticle(copy: Copy, slug: string) {
  const file = path.join(copy.dir, "content", "blog", `${slug}.md`);
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8").trimEnd()}\n\n${REVISION}\n`);
}

/** `npm test` (scripts/test.sh) in a copy, every stage run: each stage's time, from its "== <stage>: Ns" line. */
async function testStages(copy: Copy): Promise<Pick<Figures, "stages" | "testSeconds" | "testFailed">> {
  // Beside the copies, not in them: kept when a stage fails, for its failures.
  const log = `${temp!}-${copy.label.replace(/\W+/g, "-").replace(/^-/, "")}-test.log`;
  const stages: Stage[] = [];
  const ran = await run("bash", ["scripts/test.sh"], {
    cwd: copy.dir,
    log,
    env: { TEST_KEEP_GOING: "1" },
    onLine: (line) => {
      const done = /^== (.+): (?:(failed) after )?(\d+)s \(\d+s in all\)$/.exec(line);
      if (done) {
        stages.push({ name: done[1]!, seconds: Number(done[3]), failed: Boolean(done[2]) });
        console.log(`  ${copy.label}: ${line}`);
      }
    },
  });
  if (stages.length === 0) throw new Error(`npm test in ${copy.label} printed no stage:\n${tail(log)}`);
  if (ran.code === 0) fs.rmSync(log);
  else console.log(`  ${copy.label}: npm test failed; its output is kept in ${log}`);
  return { stages, testSeconds: ran.seconds, testFailed: ran.code !== 0 };
}

// ---- the table ----

const mb = (kb: number) => Math.round(kb / 1024).toLocaleString("en-GB");
const whole = (value: number) => Math.round(value).toLocaleString("en-GB");
const seconds = (value: number) => value.toFixed(1);

/** A markdown table with its columns padded, as Prettier writes one. */
function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(rows[0]!), line(widths.map((width) => "-".repeat(width))), ...rows.slice(1).map(line)].join("\n");
}

function table(asIs: Figures, more: Figures, added: number): string {
  const rows: string[][] = [["", "as is", `+${added.toLocaleString("en-GB")} articles`, "ratio"]];
  const row = (label: string, a: number | undefined, b: number | undefined, format: (value: number) => string) => {
    const shown = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "–" : format(value));
    const ratio = a && b !== undefined && !Number.isNaN(a) && !Number.isNaN(b) ? (b / a).toFixed(2) : "–";
    rows.push([label, shown(a), shown(b), ratio]);
  };
  row("blog articles", asIs.output?.articles, more.output?.articles, whole);
  row("pages (Gatsby's SitePage nodes)", asIs.cold?.pages, more.cold?.pages, whole);
  row("HTML files in public/", asIs.output?.htmlFiles, more.output?.htmlFiles, whole);
  row("cold build (after gatsby clean), s", asIs.cold?.seconds, more.cold?.seconds, seconds);
  row("peak memory, largest process (time -v), MB", asIs.cold?.maxRssKb, more.cold?.maxRssKb, mb);
  row("peak memory, process tree (/proc), MB", asIs.cold?.peakTreeKb, more.cold?.peakTreeKb, mb);
  row("warm build, one article's text changed, s", asIs.warm?.seconds, more.warm?.seconds, seconds);
  row("warm build's peak memory, largest process, MB", asIs.warm?.maxRssKb, more.warm?.maxRssKb, mb);
  row("warm build's peak memory, process tree, MB", asIs.warm?.peakTreeKb, more.warm?.peakTreeKb, mb);
  row("public/blog/index.html, bytes", asIs.output?.blogIndexBytes, more.output?.blogIndexBytes, whole);
  row("public/rss.xml (the feed), bytes", asIs.output?.feedBytes, more.output?.feedBytes, whole);
  row("public/, MB", asIs.output?.publicBytes, more.output?.publicBytes, (bytes) => (bytes / 1024 / 1024).toFixed(1));
  const names = [...new Set([...(asIs.stages ?? []), ...(more.stages ?? [])].map((stage) => stage.name))];
  for (const name of names) {
    const a = asIs.stages?.find((stage) => stage.name === name);
    const b = more.stages?.find((stage) => stage.name === name);
    const mark = (stage: Stage | undefined) => (stage?.failed ? " (failed)" : "");
    const ratio = a && b && a.seconds > 0 ? (b.seconds / a.seconds).toFixed(2) : "–";
    rows.push([`npm test: ${name}, s`, a ? `${a.seconds}${mark(a)}` : "–", b ? `${b.seconds}${mark(b)}` : "–", ratio]);
  }
  if (asIs.testSeconds !== undefined || more.testSeconds !== undefined) {
    const failed = (figures: Figures) => (figures.testFailed ? " (failed)" : "");
    const a = asIs.testSeconds;
    const b = more.testSeconds;
    rows.push([
      "npm test in all, s",
      a === undefined ? "–" : `${Math.round(a)}${failed(asIs)}`,
      b === undefined ? "–" : `${Math.round(b)}${failed(more)}`,
      a && b ? (b / a).toFixed(2) : "–",
    ]);
  }
  return markdownTable(rows);
}

const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();

async function main() {
  const added = count("articles", 1000);
  const seed = count("seed", 1);
  const tests = !process.argv.includes("--no-tests") && process.env.BENCH_SCALE_NO_TESTS !== "1";
  const out = arg("out");
  const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  // The copies are of the working tree, changes and all.
  // (A worktree's linked node_modules shows as a new file.)
  const changed = git("status", "--porcelain")
    .split("\n")
    .some((line) => line && line !== "?? node_modules");
  const commit = `${git("rev-parse", "--short", "HEAD")}${changed ? " with uncommitted changes" : ""}`;

  const startedAt = new Date();
  const loadBefore = uptime();
  console.log(`Load average at start: ${loadBefore} (${os.cpus().length} cores)`);
  console.log(
    `Commit ${commit}; ${added} articles added (seed ${seed}); ${tests ? "with" : "without"} the test stages.`,
  );

  temp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  const copies: Copy[] = [
    { label: "as is", dir: path.join(temp, "as-is") },
    { label: `+${added} articles`, dir: path.join(temp, `plus-${added}`) },
  ];
  for (const copy of copies) {
    fs.mkdirSync(copy.dir);
    // As scripts/test.sh copies the project for its second build.
    execFileSync(
      "bash",
      [
        "-c",
        'tar --exclude=./node_modules --exclude=./public --exclude=./.cache --exclude=./.git -cf - . | tar -xf - -C "$1"',
        "copy",
        copy.dir,
      ],
      { cwd: ROOT, stdio: "inherit" },
    );
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy.dir, "node_modules"));
    // The sitemap dates pages by their last commit.
    if (fs.existsSync(path.join(ROOT, ".git"))) fs.symlinkSync(path.join(ROOT, ".git"), path.join(copy.dir, ".git"));
  }
  // The article whose text the warm build changes: the blog's first, which both copies have.
  const revised = fs
    .readdirSync(path.join(ROOT, "content", "blog"))
    .filter((file) => file.endsWith(".md"))
    .sort()[0]!
    .replace(/\.md$/, "");
  writeScaleArticles(path.join(copies[1]!.dir, "content"), added, seed);
  console.log(`Copies in ${temp}; ${added} articles written to the second.`);

  const figures = new Map<Copy, Figures>(copies.map((copy) => [copy, {}]));
  const step = async (name: string, measure: (copy: Copy, figures: Figures) => Promise<void>) => {
    for (const copy of copies) {
      const from = Date.now();
      console.log(`\n== ${copy.label}: ${name}`);
      await measure(copy, figures.get(copy)!);
      console.log(`== ${copy.label}: ${name}: ${Math.round((Date.now() - from) / 1000)}s`);
    }
  };

  await step("cold build (gatsby clean, then npm run build)", async (copy, result) => {
    const clean = await run(path.join(copy.dir, "node_modules", ".bin", "gatsby"), ["clean"], {
      cwd: copy.dir,
      log: path.join(temp!, "clean.log"),
    });
    if (clean.code !== 0)
      throw new Error(`gatsby clean failed in ${copy.label}:\n${tail(path.join(temp!, "clean.log"))}`);
    result.cold = await build(copy, "cold");
    result.output = output(copy);
  });
  await step(`warm build after a change to the text of ${revised}`, async (copy, result) => {
    reviseArticle(copy, revised);
    result.warm = await build(copy, "warm");
    const page = fs.readFileSync(path.join(copy.dir, "public", "blog", revised, "index.html"), "utf8");
    if (!page.includes(REVISION)) throw new Error(`the warm build of ${copy.label} did not rebuild /blog/${revised}/`);
  });
  if (tests) {
    await step("npm test's stages (TEST_KEEP_GOING=1)", async (copy, result) => {
      Object.assign(result, await testStages(copy));
    });
  }

  const loadAfter = uptime();
  console.log(`\nLoad average at end: ${loadAfter}`);
  const report = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC at commit ${commit} on ${os.cpus().length} cores, ${added} generated articles (seed ${seed}).`,
    `Load average at start: ${loadBefore.replace(/^.*load average: /, "")}; at end: ${loadAfter.replace(/^.*load average: /, "")}.`,
    "",
    table(figures.get(copies[0]!)!, figures.get(copies[1]!)!, added),
    "",
  ].join("\n");
  console.log(`\n${report}`);
  if (out) {
    // npm runs scripts from the project's folder; a relative path is from where the bench was started.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
    fs.writeFileSync(file, report);
    console.log(`Written to ${file}.`);
  }
}

main()
  .catch((error: unknown) => {
    // A command ended by Ctrl-C fails; that is no news.
    if (stopping) return;
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
