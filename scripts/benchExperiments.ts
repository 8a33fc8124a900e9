// What an experiment costs a visitor: the time the Worker adds to a page with a running experiment, against the
// same page served as an asset, on workerd (`wrangler dev`, tests/helpers/edge.ts), from the built site in public/.
// `npm run bench:experiments [-- <page> <requests>]`: the first running experiment's first page, 1,000 requests
// each, by default.
//
// Two Workers serve the same public/: one as the build configured it (the page reaches the Worker first, which
// reads the visitor's cookie and serves their variant), one with the page left to the assets, as every page without
// an experiment is. Requests go to each in turn, one at a time, with a returning visitor's cookie (the common case)
// or, for a tenth of them, none (a new visitor, who is given a variant and a cookie). Each figure is the time to
// the whole body, on this machine's loopback: what the Worker adds is the difference, not the figure itself.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { experimentPagesOf } from "../gatsby/workerConfig";
import { EXPERIMENT_COOKIE, MANIFEST_PATH, type ExperimentManifest } from "../src/lib/experiments";
import { startEdge } from "./workerd";

const PUBLIC_DIR = path.join(__dirname, "..", "public");

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timed(url: string, cookie: string | undefined): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function main() {
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, MANIFEST_PATH), "utf8")) as ExperimentManifest;
  const experiment = manifest.experiments[0];
  const page = process.argv[2] ?? experiment?.pages[0];
  const requests = Number(process.argv[3] ?? 1000);
  if (!experiment || !page || !experimentPagesOf(PUBLIC_DIR).includes(page)) {
    throw new Error("No experiment runs in public/ on that page: build with one running (content/experiments/)");
  }
  const settings = { LEADS_WEBHOOK_URL: "http://127.0.0.1:9/leads" };
  const [worker, assets] = await Promise.all([
    startEdge(PUBLIC_DIR, settings),
    startEdge(PUBLIC_DIR, settings, { experiments: false }),
  ]);
  try {
    const returning = `${EXPERIMENT_COOKIE}=${experiment.id}.${experiment.variants[1]}`;
    // Warm both: workerd compiles the Worker and opens the assets on the first requests.
    for (let i = 0; i < 50; i += 1)
      await Promise.all([timed(`${worker.url}${page}`, returning), timed(`${assets.url}${page}`, returning)]);
    const times = { worker: [] as number[], assets: [] as number[] };
    for (let i = 0; i < requests; i += 1) {
      const cookie = i % 10 === 0 ? undefined : returning;
      times.worker.push(await timed(`${worker.url}${page}`, cookie));
      times.assets.push(await timed(`${assets.url}${page}`, cookie));
    }
    const line = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { name, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
    };
    const rows = [line("through the Worker (its variant)", times.worker), line("as an asset", times.assets)];
    console.log(
      `${page}, ${requests} requests each, in turns, on workerd (load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})`,
    );
    for (const row of rows)
      console.log(`  ${row.name.padEnd(34)} p50 ${row.p50.toFixed(2)} ms   p95 ${row.p95.toFixed(2)} ms`);
    console.log(
      `  the Worker adds                    p50 ${(rows[0]!.p50 - rows[1]!.p50).toFixed(2)} ms   p95 ${(rows[0]!.p95 - rows[1]!.p95).toFixed(2)} ms`,
    );
  } finally {
    await Promise.all([worker.stop(), assets.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
