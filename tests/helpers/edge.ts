import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT_DIR } from "./paths";

// The host's own runtime on this machine: `wrangler dev` runs the site's Worker (worker/index.ts) under workerd,
// Cloudflare's runtime, from npm and with no network: the built site as its static assets, with _headers, and the
// Worker's routes with the bindings wrangler.toml declares (the rate limiters and the day's store, which wrangler
// keeps locally, outside the Worker's isolate). Used by the tests of what the host does (tests/postbuild/edge.test.ts)
// and by the forms' browser tests (playwright.leads.config.ts).

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
}

/**
 * wrangler.toml as a test runs it, written into a folder of its own (so wrangler's local state, the limiters'
 * counts among it, starts empty, and no developer's .dev.vars is read): the Worker and the assets by absolute
 * path, the limit as the test sets it, and wrangler's /__scheduled passed to the Worker. Returns the file's path.
 */
export function edgeConfig({ assets, leadsAMinute }: EdgeConfig): string {
  const source = fs.readFileSync(path.join(ROOT_DIR, "wrangler.toml"), "utf8");
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`wrangler.toml no longer has ${from}: edgeConfig must change with it`);
    return text.replace(from, to);
  };
  let config = replace(source, /^main = ".*"$/m, `main = ${JSON.stringify(path.join(ROOT_DIR, "worker", "index.ts"))}`);
  config = replace(config, /^directory = ".*"$/m, `directory = ${JSON.stringify(path.resolve(assets))}`);
  // wrangler's `/__scheduled`, which runs the cron trigger, is answered by the Worker's code: let it reach it.
  config = replace(config, /^run_worker_first = \["\/api\/\*"\]$/m, 'run_worker_first = ["/api/*", "/__scheduled"]');
  if (leadsAMinute) {
    for (const name of ["LEADS_RATE_LIMIT", "LEADS_UNCHECKED_RATE_LIMIT"]) {
      config = replace(config, new RegExp(`(name = "${name}"\\n[^[]*?simple = \\{ limit = )\\d+`), `$1${leadsAMinute}`);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-"));
  const file = path.join(dir, "wrangler.toml");
  fs.writeFileSync(file, config);
  return file;
}

/**
 * wrangler dev's arguments for a config on a port, with these variables (the Worker's secrets, as the host has
 * them). Its devtools listen on the next port, so that two can run at once. `/__scheduled` runs the Worker's cron
 * trigger, as the host does each morning.
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
    "--test-scheduled",
  ];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  return args;
}

/** A port nothing is listening on now. */
export function freePort(): Promise<number> {
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
  const child = spawn(process.execPath, [WRANGLER, ...edgeArgs(config, port, settings)], {
    cwd: ROOT_DIR,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await ready(child, () => output);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(path.dirname(config), { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

/** The port a server listens on, once it listens on 127.0.0.1: `port`, or a free one. */
function listening(server: http.Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
}

/** Hands on a request's JSON body (an empty object when it has none) once all of it has arrived. */
function onJsonBody(request: http.IncomingMessage, handle: (body: Record<string, unknown>) => void): void {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => handle(JSON.parse(body || "{}") as Record<string, unknown>));
}

/** Stops a stand-in, its kept-alive connections too, so no test waits on an idle socket. */
const closer = (server: http.Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface Recorded {
  path: string;
  body: Record<string, unknown>;
}

/** A receiver on 127.0.0.1 that plays a webhook or an email API: records each JSON POST, answers `status()`. */
export async function startRecorder(): Promise<{
  url: string;
  posts: Recorded[];
  answer: (status: number) => void;
  close: () => Promise<void>;
}> {
  const posts: Recorded[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    onJsonBody(request, (body) => {
      posts.push({ path: request.url ?? "/", body });
      response.writeHead(status, { "Content-Type": "application/json" }).end('{"id":"recorded"}');
    });
  });
  const port = await listening(server);
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    answer: (next) => {
      status = next;
    },
    close: closer(server),
  };
}

/**
 * A stand-in for Turnstile's siteverify on 127.0.0.1: a token "pass:<form>#<anything>" is confirmed once, for that
 * form, on the host 127.0.0.1, and refused after, as the real one refuses a token used already; any other token is
 * refused. Records each request's body.
 */
export async function startSiteverify(port = 0): Promise<{
  url: string;
  posts: Array<Record<string, unknown>>;
  close: () => Promise<void>;
}> {
  const posts: Array<Record<string, unknown>> = [];
  const spent = new Set<string>();
  const server = http.createServer((request, response) => {
    onJsonBody(request, (fields) => {
      posts.push(fields);
      const token = String(fields.response ?? "");
      const [verdict, action] = token.split("#")[0]!.split(":");
      const success = verdict === "pass" && !spent.has(token);
      spent.add(token);
      const answer = success
        ? { success, action, hostname: "127.0.0.1" }
        : { success, "error-codes": [verdict === "pass" ? "timeout-or-duplicate" : "invalid-input-response"] };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  const listeningOn = await listening(server, port);
  return {
    url: `http://127.0.0.1:${listeningOn}/siteverify`,
    posts,
    close: closer(server),
  };
}

/**
 * GitHub's OAuth endpoints on 127.0.0.1, for the editing screen's sign-in (src/lib/cmsSignIn.ts):
 * `/login/oauth/authorize` signs the visitor in at once and sends them back to the redirect URI with a code and the
 * state it was given; `/login/oauth/access_token` records each exchange and answers with a token for a code it
 * issued, once, and with GitHub's error for any other.
 */
export async function startGitHubOAuth(port = 0): Promise<{
  url: string;
  exchanges: Array<Record<string, unknown>>;
  close: () => Promise<void>;
}> {
  const exchanges: Array<Record<string, unknown>> = [];
  const issued = new Set<string>();
  let codes = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/login/oauth/authorize") {
      const code = `code-${(codes += 1)}`;
      issued.add(code);
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
      return void response.writeHead(302, { Location: back.href }).end();
    }
    onJsonBody(request, (fields) => {
      exchanges.push(fields);
      const code = String(fields.code ?? "");
      const answer = issued.delete(code)
        ? { access_token: `gho_token_for_${code}`, token_type: "bearer", scope: "repo" }
        : { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." };
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  const listeningOn = await listening(server, port);
  return {
    url: `http://127.0.0.1:${listeningOn}`,
    exchanges,
    close: closer(server),
  };
}
