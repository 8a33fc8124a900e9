/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteContent } from "../content/readContent";
import { experimentsSettingProblem, manifestOf, runningExperiments, variantPages, writeManifest } from "../experiments";
import { DEPLOY_POINTER, writeWorkerConfig } from "../workerConfig";

// Which experiments a build runs, by its date and EXPERIMENTS, the pages it renders for them, and the configuration
// it leaves for the host: the content's own experiment, content/experiments/home-call-to-action.json (1 December
// 2026 to 26 February 2027, on /).

const { checked, routes } = siteContent();
const on = (day: string) => runningExperiments(checked, routes, new Date(`${day}T12:00:00Z`));

afterEach(() => delete process.env.EXPERIMENTS);

it("runs an experiment from its first day to its last, both included, as articles publish", () => {
  expect(on("2026-11-30")).toEqual([]);
  for (const day of ["2026-12-01", "2027-02-26"])
    expect(on(day).map((running) => running.id)).toEqual(["home-call-to-action"]);
  expect(on("2027-02-27")).toEqual([]);
});

it("runs none with EXPERIMENTS=off, and refuses any other value but on, naming both", () => {
  process.env.EXPERIMENTS = "off";
  expect(on("2026-12-15")).toEqual([]);
  expect(experimentsSettingProblem("yes")).toBe(
    'EXPERIMENTS is "yes": leave it unset (experiments run as their files say) or set it to off (none runs)',
  );
  expect(experimentsSettingProblem(undefined)).toBeUndefined();
});

it("renders each variant at its own path, and lists the control first for the Worker", () => {
  const running = on("2026-12-15");
  expect(
    variantPages(running).map(({ path: variant, experiment }) => [variant, experiment.page, experiment.text]),
  ).toEqual([["/_variants/home-call-to-action/book-a-free-call/", "/", "Book a Free Call"]]);
  expect(manifestOf(running)).toEqual({
    experiments: [
      { id: "home-call-to-action", pages: ["/"], variants: ["control", "book-a-free-call"], end: "2027-02-26" },
    ],
  });
});

it("points wrangler at a copy of wrangler.toml with the pages added while one runs, and removes the pointer after", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "worker-config-"));
  fs.copyFileSync(path.join(__dirname, "..", "..", "wrangler.toml"), path.join(root, "wrangler.toml"));
  const publicDir = path.join(root, "public");
  writeManifest(publicDir, on("2026-12-15"));
  expect(writeWorkerConfig(root, publicDir)).toEqual(["/"]);
  expect(JSON.parse(fs.readFileSync(path.join(root, DEPLOY_POINTER), "utf8"))).toEqual({ configPath: "wrangler.toml" });
  const generated = fs.readFileSync(path.join(root, ".wrangler", "deploy", "wrangler.toml"), "utf8");
  expect(generated).toContain('run_worker_first = ["/api/*","/_variants/*","/"]');
  expect(generated).toContain('main = "../../worker/index.ts"');
  expect(generated).toContain('directory = "../../public"');
  writeManifest(publicDir, on("2027-03-01"));
  expect(writeWorkerConfig(root, publicDir)).toEqual([]);
  expect(fs.existsSync(path.join(root, DEPLOY_POINTER))).toBe(false);
  fs.rmSync(root, { recursive: true, force: true });
});
