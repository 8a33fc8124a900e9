import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { ROOT_DIR } from "../../helpers/paths";

// decap-server (Decap's local backend) over a scratch repository, for the editing screen's tests.
//
// Its port is a free one the system hands out, unless CMS_TEST_DECAP_PORT names one: two checkouts testing at
// once must not share a server. A port taken between the choice and decap-server's bind makes it exit, and it is
// started again on another. It counts as started only once it answers for this repository (its "info" names the
// repository's folder): an answer from another checkout's server would have the tests edit that checkout's copy.

export interface DecapServer {
  /** Where the screen's /api/v1 requests go. */
  url: string;
  stop: () => Promise<void>;
}

const SCRIPT = path.join(ROOT_DIR, "node_modules", "decap-server", "dist", "index.js");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The repository folder's name the server at `url` works on, or undefined while nothing answers there. */
async function repoAnswering(url: string): Promise<string | undefined> {
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return answer.ok ? ((await answer.json()) as { repo?: string }).repo : undefined;
  } catch {
    return undefined;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}

/** The port was taken by the time decap-server bound it: another port may do. */
class PortTaken extends Error {}

/** One try: resolves once the server answers for `repo`, rejects with its output if it exits first. */
async function startOn(repo: string, port: number, timeoutMs: number): Promise<DecapServer> {
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answering = await repoAnswering(url);
    if (answering === path.basename(repo)) return { url, stop: () => stopped(child) };
    if (exited) throw new PortTaken(`decap-server exited before answering on port ${port}:\n${output}`);
    if (answering !== undefined) {
      await stopped(child);
      throw new PortTaken(`port ${port} is another decap-server's (its repository is ${answering})`);
    }
    if (Date.now() > deadline) {
      await stopped(child);
      throw new Error(`decap-server did not answer on port ${port} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startDecapServer(repo: string, timeoutMs: number): Promise<DecapServer> {
  const fixed = process.env.CMS_TEST_DECAP_PORT;
  if (fixed) return startOn(repo, Number(fixed), timeoutMs);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(repo, await freePort(), timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}
