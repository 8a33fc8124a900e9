import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { ROOT_DIR } from "./paths";

// The host's own runtime on this machine: `wrangler pages dev` serves the built site with its _headers and the
// functions in functions/ under workerd, Cloudflare's runtime, from npm and with no network. Used by the tests
// of what the host does (tests/postbuild/edge.test.ts).

// Its package exports no path to its command, so the command is run from where npm installs it.
const WRANGLER = path.join(ROOT_DIR, "node_modules", "wrangler", "bin", "wrangler.js");

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
    child.once("exit", () => reject(new Error(`wrangler pages dev stopped:\n${output()}`)));
  });
}

export interface Edge {
  url: string;
  stop: () => Promise<void>;
}

/** Serves `dir` as Cloudflare Pages does, with the functions and these bindings (the function's secrets). */
export async function startEdge(dir: string, bindings: Record<string, string>): Promise<Edge> {
  const port = await freePort();
  const args = ["pages", "dev", dir, "--ip", "127.0.0.1", "--port", String(port)];
  for (const [name, value] of Object.entries(bindings)) args.push("--binding", `${name}=${value}`);
  const child = spawn(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await ready(child, () => output);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

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
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      posts.push({ path: request.url ?? "/", body: JSON.parse(body || "{}") as Record<string, unknown> });
      response.writeHead(status, { "Content-Type": "application/json" }).end('{"id":"recorded"}');
    });
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
