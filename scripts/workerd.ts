import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { changedConfig, experimentPagesOf, WRANGLER_TOML } from "../gatsby/workerConfig";

// The host's own runtime on this machine: `wrangler dev` runs the site's Worker (worker/index.ts) under workerd,
// Cloudflare's runtime, from npm and with no network: the built site as its static assets, with _headers, and the
// Worker's routes with the bindings wrangler.toml declares (the rate limiters and the leads' D1 database, which
// wrangler keeps locally, outside the Worker's isolate). Used by the tests of what the host does (through
// tests/helpers/edge.ts, which adds the stand-ins they talk to) and by the bench of what an experiment costs
// (scripts/benchExperiments.ts).

const ROOT_DIR = path.join(__dirname, "..");

// Its package exports no path to its command, so the command is run from where npm installs it.
export const WRANGLER = path.join(ROOT_DIR, "node_modules", "wrangler", "bin", "wrangler.js");

/** What a test may change of wrangler.toml: the assets' folder, and the leads a client may send in a minute. */
export interface EdgeConfig {
  assets: string;
  /**
   * The host's limits (LEADS_RATE_LIMIT, and LEADS_UNCHECKED_RATE_LIMIT for posts without a Turnstile token):
   * wrangler.toml's unless set; the forms' tests send more.
   */
  leadsAMinute?: number;
  /**
   * Whether the pages of the site's running experiments reach the Worker first, as the build's own copy of
   * wrangler.toml has them (the default), or are served as assets, as every other page is (the cost's bench).
   */
  experiments?: boolean;
}

/**
 * wrangler.toml as a test runs it, written into a folder of its own (so wrangler's local state, the limiters'
 * counts and the leads' database among it, starts empty, and no developer's .dev.vars is read): the Worker and the
 * assets by absolute path, and the limit as the test sets it. Returns the file's path.
 */
export function edgeConfig({ assets, leadsAMinute, experiments = true }: EdgeConfig): string {
  const source = fs.readFileSync(path.join(ROOT_DIR, WRANGLER_TOML), "utf8");
  // As the build's own copy has them: the pages of its running experiments reach the Worker first.
  let config = changedConfig(source, {
    main: path.join(ROOT_DIR, "worker", "index.ts"),
    directory: path.resolve(assets),
    workerFirst: experiments ? experimentPagesOf(assets) : [],
  });
  if (leadsAMinute) {
    for (const name of ["LEADS_RATE_LIMIT", "LEADS_UNCHECKED_RATE_LIMIT"]) {
      const limit = new RegExp(`(name = "${name}"\\n[^[]*?simple = \\{ limit = )\\d+`);
      if (!limit.test(config)) throw new Error(`wrangler.toml no longer has ${limit}: edgeConfig must change with it`);
      config = config.replace(limit, `$1${leadsAMinute}`);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-"));
  const file = path.join(dir, "wrangler.toml");
  fs.writeFileSync(file, config);
  return file;
}

/**
 * wrangler dev's arguments for a config on a port, with these variables (the Worker's secrets, as the host has
 * them). Its devtools listen on the next port, so that two can run at once.
 */
export function edgeArgs(config: string, port: number, vars: Record<string, string>): string[] {
  const args = [
    "dev",
    "--config",
    config,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(port + 1),
  ];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return args;
}

/**
 * A port nothing is listening on now, with the next one free too (wrangler dev's devtools take it): two tests that
 * start a Worker at once then never pick each other's.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (await isFree(port + 1)) return port;
  }
}

/** Whether nothing listens on a port of 127.0.0.1 now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A port nothing is listening on now. */
function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when wrangler says workerd is listening ("Ready on …"); rejects if it stops first. */
function ready(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (/Ready on /.test(output())) resolve();
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.once("exit", () => reject(new Error(`wrangler dev stopped:\n${output()}`)));
  });
}

export interface Edge {
  url: string;
  /** Its wrangler.toml, beside which wrangler keeps its local state (`npm run leads -- list --config <it>`). */
  config: string;
  /** Stops the Worker and starts it again on the same address, with the state it kept. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Serves the built site `dir` as the host does, through the site's Worker, with these variables and secrets. */
export async function startEdge(
  dir: string,
  /** The variables, or a function of the address it will answer at. */
  vars: Record<string, string> | ((url: string) => Record<string, string>),
  options: Omit<EdgeConfig, "assets"> = {},
): Promise<Edge> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = edgeConfig({ assets: dir, ...options });
  const settings = typeof vars === "function" ? vars(url) : vars;
  const removeConfig = () => fs.rmSync(path.dirname(config), { recursive: true, force: true });
  const start = async () => {
    const child = spawn(process.execPath, [WRANGLER, ...edgeArgs(config, port, settings)], {
      cwd: ROOT_DIR,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await ready(child, () => output);
    return child;
  };
  const stopped = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  let child: ChildProcess;
  try {
    child = await start();
  } catch (error) {
    removeConfig();
    throw error;
  }
  return {
    url,
    config,
    restart: async () => {
      await stopped(child);
      child = await start();
    },
    stop: async () => {
      await stopped(child);
      removeConfig();
    },
  };
}
