// `npm run bench`: page speed and weight for every route, measured the way a visitor on a phone meets them.
// Not a test: it prints figures and budgets, and writes one JSON file per page to bench-results/.
//
//   npm run bench                 build cold and warm (timed), then Lighthouse ×3 on every route
//   npm run bench -- --reuse      reuse public/ as it is
//   npm run bench -- --runs 5 --pages /,/contact/
//   npm run bench -- --busy       measure even though the machine is busy (the report says so)
//   npm run bench:nav             only the navigation timing (scripts/navTiming.ts), against public/ as it is
//   npx tsx scripts/pasteTiming.ts  only the SEO estimator's 100,000-line paste, against public/ as it is
//
// Beside the site's pages it measures, in the same run, two anchors: the no-JS copy of each representative page
// (the same HTML and CSS with every script removed) and the framework floor, a minimal Gatsby 5 page built from
// this project's own dependencies. Figures are comparable only from a quiet machine, so it refuses to start when
// the load average is high or another build, test run or browser is running, and refuses to report when one
// starts while it measures.
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loadRouteTable } from "../gatsby/content/readContent";
import { withTrailingSlash } from "../src/lib/urls";
import { CHROMIUM } from "./chromium";
import { measureNavigation, median, navTable } from "./navTiming";
import { FIRST_FLIGHT_BYTES, LONGER_THAN_FIRST_FLIGHT, responseBytes } from "./firstFlight";
import { isChromeOnly } from "./pageIslands";
import { measurePaste, pasteTable } from "./pasteTiming";
import { LONG_TASK_MS, longestOf, measureStartup, startupTable } from "./startupTiming";
import { startServer } from "./staticServer";

const routes = loadRouteTable();

const ROOT = path.join(__dirname, "..");
const OUT = path.join(ROOT, "bench-results");
const CHROME_FLAGS = CHROMIUM.args.join(" ");
/** gatsby-starter-default's home page JavaScript, compressed, measured here: 80.3 KB. */
const STARTER_JS_BYTES = 80.3 * 1024;
/** AstroWind's home page JavaScript, compressed (an Astro marketing template): 4.7 KB, measured on this machine's kind. */
const ASTROWIND_JS_BYTES = 4.7 * 1024;

/**
 * The pages the site is judged on, each measured in turns with its no-JS copy: home, a long service page, an
 * article, contact, the glossary, a tool and the PPC landing page.
 */
const REPRESENTATIVE = [
  "/",
  "/services/paid-advertising/",
  "/blog/technical-seo-checklist/",
  "/contact/",
  "/glossary/",
  "/tools/seo-estimator/",
  "/landing/ppc-strategy/",
];
/** Lighthouse runs of a representative page and of its copy, at the least: their medians are compared. */
const REPRESENTATIVE_RUNS = 5;

const BUDGETS = {
  score: 1,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  lcpRatio: 1.05,
  /** Total blocking time a representative page may add over its no-JS copy. */
  tbtOverNoJsMs: 50,
  /** Compressed JavaScript on every page: half the Gatsby starter's home page. */
  jsBytes: 40 * 1024,
  /**
   * On a page whose only interactive part is the site's chrome: its script is inline (src/lib/chromeScript.ts, a few
   * hundred bytes in the HTML), so no script file is needed at all; AstroWind's home page ships 4.7 KB.
   */
  chromeOnlyJsBytes: 5 * 1024,
};

/** Above this one-minute load average (per core), other work is running and Lighthouse's TBT reads several times high. */
const QUIET_LOAD_PER_CORE = 0.35;
/** Processes whose presence means the machine is busy, unless they are this script's own children. */
const BUSY_PROCESS = /gatsby (build|develop)|jest|playwright|chromium|chrome|lighthouse|webpack|tsc\b/;

interface Quiet {
  load: number[];
  /** Other work running now, one line each. */
  busy: string[];
}

/** The load average and the other heavy processes running, leaving out this process and its children. */
function machineState(): Quiet {
  const table = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [pid, ppid, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), args: args.join(" ") };
    });
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of table) {
      if (ours.has(row.ppid) && !ours.has(row.pid)) {
        ours.add(row.pid);
        grew = true;
      }
    }
  }
  const busy = table
    .filter((row) => !ours.has(row.pid) && row.pid !== process.ppid && BUSY_PROCESS.test(row.args))
    .map((row) => `${row.pid} ${row.args.slice(0, 100)}`);
  return { load: os.loadavg(), busy };
}

const loadLine = (load: number[]) => load.map((value) => value.toFixed(2)).join(", ");

/** Whether figures taken now can be compared; the reason when not. */
function busyReason({ load, busy }: Quiet): string | undefined {
  const limit = QUIET_LOAD_PER_CORE * os.cpus().length;
  if (busy.length > 0) return `other work is running:\n  ${busy.slice(0, 8).join("\n  ")}`;
  if (load[0]! > limit) return `the load average is ${load[0]!.toFixed(2)} (quiet is at most ${limit.toFixed(2)})`;
  return undefined;
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Runs a command, returning wall time and the peak resident memory of its whole process tree. */
function measure(command: string, args: string[], cwd = ROOT): Promise<{ seconds: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    let peakKb = 0;
    const poll = setInterval(() => {
      try {
        const table = execFileSync("ps", ["-eo", "pid=,ppid=,rss="], { encoding: "utf8" })
          .trim()
          .split("\n")
          .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
        const tree = new Set([child.pid]);
        let grew = true;
        while (grew) {
          grew = false;
          for (const [pid, ppid] of table) {
            if (tree.has(ppid) && !tree.has(pid)) {
              tree.add(pid);
              grew = true;
            }
          }
        }
        peakKb = Math.max(
          peakKb,
          table.filter(([pid]) => tree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0),
        );
      } catch {
        // ps can race with exiting processes; the next poll catches up.
      }
    }, 250);
    child.on("exit", (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
      else resolve({ seconds: (Date.now() - started) / 1000, peakMb: Math.round(peakKb / 1024) });
    });
  });
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  requests: number;
  /** Lighthouse's benchmark index of the machine at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

/** One page's medians and runs; a representative page's also for its no-JS copy. Written to bench-results/. */
interface Row {
  path: string;
  figures: Figures;
  runs: Figures[];
  noJs?: Figures;
  noJsRuns?: Figures[];
}

interface LighthouseReport {
  categories: Record<string, { score: number }>;
  environment?: { benchmarkIndex?: number };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
  >;
}

/** One Lighthouse run. Asynchronous: the static servers live in this process and must keep answering. */
async function lighthouse(url: string): Promise<Figures> {
  const file = path.join(OUT, "lighthouse-run.json");
  const run = () =>
    promisify(execFile)(
      path.join(ROOT, "node_modules", ".bin", "lighthouse"),
      [
        url,
        "--quiet",
        "--output=json",
        `--output-path=${file}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM.executablePath } },
    );
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) and says to run it again: up to 3 more times.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await run();
      break;
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|run Lighthouse again/i.test((error as Error).message)) throw error;
      process.stdout.write("(again) ");
    }
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as LighthouseReport;
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  return {
    performance: report.categories.performance?.score ?? 0,
    accessibility: report.categories.accessibility?.score ?? 0,
    bestPractices: report.categories["best-practices"]?.score ?? 0,
    seo: report.categories.seo?.score ?? 0,
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    totalBytes: audit("total-byte-weight"),
    jsBytes: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

/** The same HTML and CSS with every script removed: the physical limit the framework is measured against. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]+rel="(?:preload|modulepreload|prefetch)"[^>]+as="(?:script|fetch)"[^>]*>/g, "")
    .replace(/<link[^>]+as="(?:script|fetch)"[^>]+rel="(?:preload|modulepreload|prefetch)"[^>]*>/g, "");
}

/**
 * The framework floor: a minimal Gatsby 5 site, one page of text and no plugins, built with this project's own
 * node_modules in a folder of its own. What any Gatsby page costs before the site adds anything.
 */
async function buildFloor(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  // Gatsby builds only a folder whose package.json names it; the versions are the ones installed here.
  const installed = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string })
      .version;
  const dependencies = Object.fromEntries(["gatsby", "react", "react-dom"].map((name) => [name, installed(name)]));
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "bench-floor", private: true, dependencies }),
  );
  fs.writeFileSync(path.join(dir, "gatsby-config.js"), "module.exports = { trailingSlash: 'always' };\n");
  fs.mkdirSync(path.join(dir, "src", "pages"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "src", "pages", "index.js"),
    [
      'import * as React from "react";',
      "export default function Index() {",
      "  return (",
      '    <main style={{ maxWidth: "40rem", margin: "2rem auto", fontFamily: "sans-serif" }}>',
      "      <h1>Performance marketing that pays for itself</h1>",
      "      <p>Paid advertising, SEO and content, conversion optimisation and email automation for UK businesses.</p>",
      "    </main>",
      "  );",
      "}",
      "export const Head = () => <title>Framework floor</title>;",
      "",
    ].join("\n"),
  );
  await measure(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], dir);
  return path.join(dir, "public");
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** Each run's LCP: Lighthouse's simulated LCP can land on either of two modes, and a median hides which. */
const lcpRuns = (runs: Figures[]) => runs.map((run) => Math.round(run.lcpMs)).join(", ");
const pass = (ok: boolean) => (ok ? "pass" : "FAIL");

async function main() {
  const runs = Number(arg("runs") ?? 3);
  const pagesArg = arg("pages");
  const busyOk = process.argv.includes("--busy");
  if (!fs.existsSync(CHROMIUM.executablePath)) {
    // The test command installs only Chromium's headless shell, which the tests run in (tests/browser/support).
    console.error(
      `The bench measures in Debian's Chromium, and ${CHROMIUM.executablePath} is missing: apt-get install -y chromium`,
    );
    process.exit(2);
  }
  fs.mkdirSync(OUT, { recursive: true });

  const before = machineState();
  console.log(`Load average before: ${loadLine(before.load)} (${os.cpus().length} cores)`);
  const busyBefore = busyReason(before);
  if (busyBefore && !busyOk) {
    console.error(
      `Not measuring: ${busyBefore}\nFigures taken now would not be comparable. Run again when the machine is quiet, or pass --busy.`,
    );
    process.exit(2);
  }
  let busyDuring = busyBefore;

  if (!process.argv.includes("--reuse") || !fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    // As `npm run build` builds (package.json): with Node's compile cache.
    console.log("Cold build (gatsby clean && npm run build)…");
    await measure(path.join(ROOT, "node_modules", ".bin", "gatsby"), ["clean"]);
    const cold = await measure("npm", ["run", "build"]);
    console.log("Warm build (cache kept)…");
    const warm = await measure("npm", ["run", "build"]);
    const build = {
      coldSeconds: cold.seconds,
      warmSeconds: warm.seconds,
      peakMemoryMb: Math.max(cold.peakMb, warm.peakMb),
    };
    fs.writeFileSync(path.join(OUT, "build.json"), JSON.stringify(build, null, 2));
    console.log(
      `Build: cold ${build.coldSeconds.toFixed(1)} s, warm ${build.warmSeconds.toFixed(1)} s, peak memory ${build.peakMemoryMb} MB\n`,
    );
  }

  console.log("Framework floor: a minimal Gatsby 5 page from this project's dependencies…");
  const floorRoot = await buildFloor();
  const floorServer = await startServer({ root: floorRoot, compress: true });
  const floorRuns: Figures[] = [];
  for (let run = 0; run < runs; run += 1) floorRuns.push(await lighthouse(`${floorServer.url}/`));
  const floor = medianFigures(floorRuns);
  await floorServer.close();
  fs.rmSync(path.dirname(floorRoot), { recursive: true, force: true });

  const site = await startServer({ root: path.join(ROOT, "public"), compress: true });
  const noJs = await startServer({ root: path.join(ROOT, "public"), compress: true, transformHtml: stripScripts });
  const paths = pagesArg ? pagesArg.split(",") : routes.map((route) => withTrailingSlash(route.path));
  const representative = REPRESENTATIVE.filter((p) => paths.includes(p));
  // What the built pages load decides which are the site's chrome only, whatever their template.
  const chromeOnly = new Set(
    paths.filter((urlPath) => isChromeOnly(fs.readFileSync(path.join(ROOT, "public", urlPath, "index.html"), "utf8"))),
  );

  const rows: Row[] = [];
  for (const [index, urlPath] of paths.entries()) {
    const busyNow = busyReason({ load: [0], busy: machineState().busy });
    if (busyNow && !busyDuring) busyDuring = busyNow;
    if (busyNow && !busyOk) {
      console.error(
        `\nStopped: ${busyNow}\nFigures taken from now on would not be comparable; run again when it is quiet.`,
      );
      process.exit(2);
    }
    process.stdout.write(`[${index + 1}/${paths.length}] ${urlPath} `);
    const figures: Figures[] = [];
    const bare: Figures[] = [];
    const compared = representative.includes(urlPath);
    // A representative page and its no-JS copy take turns, so both sides meet the machine in the same moments.
    for (let run = 0; run < (compared ? Math.max(runs, REPRESENTATIVE_RUNS) : runs); run += 1) {
      figures.push(await lighthouse(`${site.url}${urlPath}`));
      process.stdout.write(".");
      if (compared) {
        bare.push(await lighthouse(`${noJs.url}${urlPath}`));
        process.stdout.write("·");
      }
    }
    const row: Row = {
      path: urlPath,
      figures: medianFigures(figures),
      runs: figures,
      ...(compared ? { noJs: medianFigures(bare), noJsRuns: bare } : {}),
    };
    rows.push(row);
    const name = urlPath === "/" ? "home" : urlPath.replace(/^\/|\/$/g, "").replace(/\//g, "__");
    fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(row, null, 2));
    console.log(` perf ${row.figures.performance.toFixed(2)}, LCP ${Math.round(row.figures.lcpMs)} ms`);
  }
  // Every page of the site, whichever Lighthouse measured: a response's size needs no browser.
  const everyPage = [...new Set(routes.flatMap((route) => [route.path, ...route.aliases].map(withTrailingSlash)))];
  const flights = await Promise.all(
    everyPage.map(async (urlPath) => ({ urlPath, bytes: await responseBytes(`${site.url}${urlPath}`) })),
  );
  console.log("\nNavigation: click → next page's <h1> painted, median of 10 (scripts/navTiming.ts)…");
  const navigation = await measureNavigation(site.url);
  fs.writeFileSync(path.join(OUT, "navigation.json"), JSON.stringify(navigation, null, 2));
  console.log(
    "\nPaste: the longest task while 100,000 lines are pasted and imported, median of 3 (scripts/pasteTiming.ts)…",
  );
  const paste = await measurePaste(site.url);
  fs.writeFileSync(path.join(OUT, "paste.json"), JSON.stringify(paste, null, 2));
  console.log(
    "\nStart-up: the longest task of the islands that wake at load, the CPU slowed four times, 5 trials (scripts/startupTiming.ts)…",
  );
  const startup = await measureStartup(
    site.url,
    representative.filter((urlPath) => !chromeOnly.has(urlPath)),
  );
  fs.writeFileSync(path.join(OUT, "startup.json"), JSON.stringify(startup, null, 2));
  await site.close();
  await noJs.close();

  console.log(
    "\n| page | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | KB total | JS KB | requests | budgets |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  console.log(
    `| framework floor (minimal Gatsby 5 page) | ${floor.performance.toFixed(2)} | | | | ${Math.round(floor.fcpMs)} | ${Math.round(floor.lcpMs)} | ${Math.round(floor.tbtMs)} | ${floor.cls.toFixed(3)} | ${kb(floor.totalBytes)} | ${kb(floor.jsBytes)} | ${floor.requests} | anchor |`,
  );
  let failures = 0;
  for (const { path: urlPath, figures: f } of rows) {
    const checks = [
      f.performance >= BUDGETS.score &&
        f.accessibility >= BUDGETS.score &&
        f.bestPractices >= BUDGETS.score &&
        f.seo >= BUDGETS.score,
      f.lcpMs <= BUDGETS.lcpMs,
      f.tbtMs <= BUDGETS.tbtMs,
      f.cls <= BUDGETS.cls,
      f.jsBytes <= (chromeOnly.has(urlPath) ? BUDGETS.chromeOnlyJsBytes : BUDGETS.jsBytes),
    ];
    if (checks.includes(false)) failures += 1;
    console.log(
      `| ${urlPath} | ${f.performance.toFixed(2)} | ${f.accessibility.toFixed(2)} | ${f.bestPractices.toFixed(2)} | ${f.seo.toFixed(2)} | ${Math.round(f.fcpMs)} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${kb(f.totalBytes)} | ${kb(f.jsBytes)} | ${f.requests} | ${pass(!checks.includes(false))} |`,
    );
  }

  const compared = rows.filter((row) => row.noJs);
  if (compared.length > 0) {
    console.log(
      "\nWhat each representative page adds over the same HTML and CSS without scripts (medians of its runs, taken in turns):",
    );
    console.log(
      "| page | TBT ms | TBT no-JS ms | TBT over (≤ 50) | LCP ms | LCP no-JS ms | LCP ratio (≤ 1.05) | KB | KB no-JS | LCP runs | LCP runs no-JS |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const row of compared) {
      const bare = row.noJs!;
      const ratio = row.figures.lcpMs / bare.lcpMs;
      const over = row.figures.tbtMs - bare.tbtMs;
      if (ratio > BUDGETS.lcpRatio) failures += 1;
      if (over > BUDGETS.tbtOverNoJsMs) failures += 1;
      console.log(
        `| ${row.path} | ${Math.round(row.figures.tbtMs)} | ${Math.round(bare.tbtMs)} | ${Math.round(over)} ${pass(over <= BUDGETS.tbtOverNoJsMs)} | ${Math.round(row.figures.lcpMs)} | ${Math.round(bare.lcpMs)} | ${ratio.toFixed(2)} ${pass(ratio <= BUDGETS.lcpRatio)} | ${kb(row.figures.totalBytes)} | ${kb(bare.totalBytes)} | ${lcpRuns(row.runs)} | ${lcpRuns(row.noJsRuns!)} |`,
      );
    }
  }
  const over = flights.filter((flight) => flight.bytes > FIRST_FLIGHT_BYTES);
  const unexplained = over.filter((flight) => !LONGER_THAN_FIRST_FLIGHT.has(flight.urlPath));
  const largest = [...flights].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  console.log(
    `\nFirst round trip (${FIRST_FLIGHT_BYTES.toLocaleString("en-GB")} bytes of status line, headers and brotli HTML): ${flights.length - over.length} of ${flights.length} pages fit. Largest: ${largest.map((flight) => `${flight.urlPath} ${flight.bytes.toLocaleString("en-GB")}`).join(", ")}.`,
  );
  for (const flight of over) {
    const why = LONGER_THAN_FIRST_FLIGHT.get(flight.urlPath);
    console.log(
      `  ${flight.urlPath}: ${flight.bytes.toLocaleString("en-GB")} bytes, ${why ?? "over, and not known to be (scripts/firstFlight.ts) ✗"}`,
    );
  }
  failures += unexplained.length;
  console.log(`\n${navTable(navigation)}`);
  console.log(`\n${pasteTable(paste)}`);
  if (startup.length > 0) console.log(`\n${startupTable(startup)}`);
  failures += startup.filter((figure) => (longestOf(figure) ?? 0) >= LONG_TASK_MS).length;
  console.log(
    `\nJavaScript budgets (compressed): ${kb(BUDGETS.jsBytes)} KB on every page (half gatsby-starter-default's ${kb(STARTER_JS_BYTES)} KB), ${kb(BUDGETS.chromeOnlyJsBytes)} KB where only the site's chrome is interactive; the framework floor ships ${kb(floor.jsBytes)} KB, AstroWind's home page ${kb(ASTROWIND_JS_BYTES)} KB.`,
  );
  const indexes = [...floorRuns, ...rows.flatMap((row) => [...row.runs, ...(row.noJsRuns ?? [])])]
    .map((run) => run.benchmarkIndex)
    .filter((index) => Number.isFinite(index));
  if (indexes.length > 0) {
    console.log(
      `Lighthouse's benchmark index of this machine: median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} over ${indexes.length} runs).`,
    );
  }
  const after = machineState();
  console.log(`Load average after: ${loadLine(after.load)}`);
  if (busyDuring) {
    console.log(
      `\nTaken on a busy machine (--busy): ${busyDuring}\nThese figures are not comparable with a quiet run.`,
    );
  }
  console.log(
    `\n${failures === 0 ? "Every page meets its budgets." : `${failures} budget line(s) missed.`} Results in bench-results/.`,
  );
}

void main();
