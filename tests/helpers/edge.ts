import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Edge } from "../../scripts/workerd";
import { ROOT_DIR } from "./paths";

// What the tests of the host run beside the site's Worker on workerd (scripts/workerd.ts, re-exported here): the
// stand-ins on 127.0.0.1 for what it talks to (a webhook or email API, Turnstile's siteverify, GitHub's OAuth), its
// cron triggers, and the wait for what it does after its answer. Used by tests/postbuild/edge.test.ts,
// tests/postbuild/leadDelivery.test.ts, tests/postbuild/experiments.test.ts and the forms' browser tests
// (playwright.connected.config.ts).

export { edgeArgs, edgeConfig, freePort, startEdge, WRANGLER, type Edge, type EdgeConfig } from "../../scripts/workerd";

/** The Worker's variables and secrets, as .dev.vars.example names them: the one list of what a deploy sets. */
export function workerSettingNames(): string[] {
  const text = fs.readFileSync(path.join(ROOT_DIR, ".dev.vars.example"), "utf8");
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

/**
 * Settings only the tests give the Worker: the addresses of the stand-ins for Resend, siteverify and GitHub, and the
 * receiver's own count of posts where the host's limiter is absent.
 */
export const TEST_ONLY_SETTINGS = [
  "RESEND_API_URL",
  "TURNSTILE_VERIFY_URL",
  "GITHUB_OAUTH_ORIGIN",
  "LEADS_POSTS_A_MINUTE",
];

/**
 * Runs one of the Worker's cron triggers as the host does (miniflare's own endpoint for it), at `time`, the
 * trigger's scheduled time: the clock of what it runs, so a test can run it a day or a month ahead. Resolves with
 * the run's answer once the handler has finished: 200, or 500 when it threw.
 */
export const runCron = (edge: Edge, cron: string, time = Date.now()) =>
  fetch(`${edge.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}&time=${time}`);

/**
 * What `read` returns once it is something (neither undefined nor false), asked every 50 ms: the tests' way to wait
 * for what the Worker does after its answer, such as a lead reaching a stand-in. `read` may be asynchronous. Throws,
 * saying `what`, if it is still nothing after `timeoutMs`.
 */
export async function until<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
  /** The request's Idempotency-Key: which lead and channel it carries. */
  key: string | null;
  /** What the stand-in answered; undefined for a request it left hanging. */
  status?: number;
  /** Whether the caller gave up on a request left hanging, closing its connection. */
  abandoned?: boolean;
}

/** How a stand-in answers a request: with a status, or never ("hang"), until it is closed. */
export type StandInAnswer = number | "hang";

/**
 * A receiver on 127.0.0.1 that plays a webhook or an email API: records each JSON POST, and answers as `answer`
 * says, for all that follow or, given a function, for each in turn. `taken` lists the posts it answered 2xx.
 */
export async function startRecorder(): Promise<{
  url: string;
  posts: Recorded[];
  taken: () => Recorded[];
  answer: (next: StandInAnswer | ((post: Recorded) => StandInAnswer)) => void;
  close: () => Promise<void>;
}> {
  const posts: Recorded[] = [];
  let answer: StandInAnswer | ((post: Recorded) => StandInAnswer) = 200;
  const server = http.createServer((request, response) => {
    onJsonBody(request, (body) => {
      const key = request.headers["idempotency-key"];
      const post: Recorded = { path: request.url ?? "/", body, key: typeof key === "string" ? key : null };
      posts.push(post);
      const status = typeof answer === "function" ? answer(post) : answer;
      if (status === "hang") return void response.once("close", () => (post.abandoned = true));
      post.status = status;
      response.writeHead(status, { "Content-Type": "application/json" }).end('{"id":"recorded"}');
    });
  });
  const port = await listening(server);
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    taken: () => posts.filter((post) => post.status !== undefined && post.status < 300),
    answer: (next) => {
      answer = next;
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
 * GitHub's OAuth endpoints on 127.0.0.1, for the editing screen's sign-in (worker/signIn.ts):
 * `/login/oauth/authorize` signs the visitor in at once and sends them back to the redirect URI with a code and the
 * state it was given; `/login/oauth/access_token` records each exchange and answers with a token for a code it
 * issued, once, when the exchange's PKCE verifier is the one the authorize request's S256 challenge was made from,
 * and with GitHub's error for any other.
 */
export async function startGitHubOAuth(port = 0): Promise<{
  url: string;
  exchanges: Array<Record<string, unknown>>;
  close: () => Promise<void>;
}> {
  const exchanges: Array<Record<string, unknown>> = [];
  /** Each code issued and not yet exchanged, with the challenge its authorize request carried. */
  const issued = new Map<string, string>();
  let codes = 0;
  const challengeOf = (verifier: string) => crypto.createHash("sha256").update(verifier).digest("base64url");
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/login/oauth/authorize") {
      const code = `code-${(codes += 1)}`;
      if (url.searchParams.get("code_challenge_method") === "S256")
        issued.set(code, url.searchParams.get("code_challenge") ?? "");
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.search = new URLSearchParams({ code, state: url.searchParams.get("state") ?? "" }).toString();
      return void response.writeHead(302, { Location: back.href }).end();
    }
    onJsonBody(request, (fields) => {
      exchanges.push(fields);
      const code = String(fields.code ?? "");
      const challenge = issued.get(code);
      const verified = challenge !== undefined && challenge === challengeOf(String(fields.code_verifier ?? ""));
      issued.delete(code);
      const answer = verified
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
