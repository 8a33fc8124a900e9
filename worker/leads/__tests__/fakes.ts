import { memoryD1 } from "../../../tests/helpers/d1";
import { builtAssets, SITE } from "../../__tests__/assets";
import { handleLead, type LeadsEnv, type ReceiverDeps } from "..";

// The receiver's unit tests' world: the site's list of documents played by a fake of the Worker's assets
// (worker/__tests__/assets.ts), the leads' database by SQLite in memory (tests/helpers/d1.ts), and the webhook,
// Resend's API and Turnstile's siteverify by a fake fetch that records what it is sent and answers as the test says.

/** What the receiver logged in this test: its warnings and errors, which the host's logs keep. */
export const logs: string[] = [];
beforeEach(() => {
  logs.length = 0;
  for (const level of ["log", "warn", "error"] as const) {
    jest.spyOn(console, level).mockImplementation((...words: unknown[]) => void logs.push(words.join(" ")));
  }
});
afterEach(() => jest.restoreAllMocks());

export { SITE };
export const WEBHOOK = "https://hooks.example.com/leads";
export const RESEND = "https://api.resend.com/emails";
export const SITEVERIFY = "https://siteverify.test/";

export const GUIDE_LEAD = {
  form: "guide",
  guide: "PPC Strategy Guide",
  name: "Grace Hopper",
  email: "grace@example.co.uk",
  company: "",
  currentSpend: "Just getting started",
  page: "/landing/ppc-strategy/",
  document: `${SITE}/downloads/ppc-strategy.pdf`,
  _gotcha: "",
  seconds_to_submit: "14",
};

const ASSETS = builtAssets({ "/downloads/ppc-strategy.pdf": { title: "PPC Strategy Guide" } });

/** The settings of a receiver with both team channels and the visitor's email, and a database of its own. */
export const settings = (more: Partial<LeadsEnv> = {}): LeadsEnv => ({
  LEADS_DB: memoryD1(),
  LEADS_WEBHOOK_URL: WEBHOOK,
  RESEND_API_KEY: "re_test",
  LEADS_TEAM_EMAIL: "team@kitelight.co.uk",
  LEADS_FROM_EMAIL: "hello@kitelight.co.uk",
  ASSETS,
  ...more,
});

export interface Call {
  url: string;
  body: Record<string, unknown>;
  key: string | null;
}

/** How the fake answers a call: a status, or never, until the call's own timeout ends it. */
export type Answer = number | "hang";

/**
 * A fake fetch that records every call, and answers the webhook and Resend with `answer(call)`, and siteverify as
 * Turnstile does: a token "pass:<form>[:<host>]#<n>" is good once, for that form, on the site's host or the one it
 * names.
 */
export function setUp(answer: (call: Call) => Answer = () => 200) {
  const calls: Call[] = [];
  const spent = new Set<string>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const call = {
      url,
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      key: headers.get("Idempotency-Key"),
    };
    calls.push(call);
    if (url === SITEVERIFY) {
      const token = String(call.body.response);
      const [verdict, action, host = new URL(SITE).hostname] = token.split("#")[0]!.split(":");
      const success = verdict === "pass" && !spent.has(token);
      spent.add(token);
      return Response.json({ success, action, hostname: host });
    }
    const status = answer(call);
    if (status === "hang") {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason as Error)),
      );
    }
    return new Response("{}", { status });
  }) as typeof globalThis.fetch;
  const after: Array<Promise<unknown>> = [];
  const deps: ReceiverDeps = { fetch, recent: new Map(), timeoutMs: 50 };
  return {
    calls,
    deps,
    /** Handles a request as the Worker does, and waits for the work it carries on after its answer. */
    handle: async (request: Request, env: LeadsEnv, more: Partial<ReceiverDeps> = {}) => {
      const response = await handleLead(request, env, { waitUntil: (work) => after.push(work) }, { ...deps, ...more });
      await Promise.all(after.splice(0));
      return response;
    },
    webhook: () => calls.filter((call) => call.url === WEBHOOK),
    emailsTo: (to: string) =>
      calls.filter((call) => call.url === RESEND && (call.body.to as string[])[0] === to).map((call) => call.body),
  };
}

export const post = (body: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body,
  });

/** A form's own post, made without JavaScript. */
export const nativePost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  post(new URLSearchParams(fields).toString(), { "Content-Type": "application/x-www-form-urlencoded", ...headers });
