import http from "node:http";
import { test, type Route } from "@playwright/test";
import { TURNSTILE_FIELD } from "../../src/lib/leads";
import { TURNSTILE_ORIGIN } from "../../src/lib/turnstile";
import { startSiteverify } from "../helpers/edge";
import type { AddressInfo } from "node:net";

// Stand-ins for what the lead receiver (the site's Worker, served by workerd) passes leads on to: the team's
// webhook, which records every lead it is sent and answers as the test says, and Resend's email API. The webhook
// also takes a lead straight from a page, and answers the browser's CORS preflight as Formspree-style services
// do, for a site built with an endpoint on another origin.

export interface ReceivedLead {
  contentType: string;
  /** The fields, from JSON or from a form-encoded native post. */
  fields: Record<string, string>;
}

/**
 * How the receiver answers the next lead: a status; "hold", answered 200 when the test calls release(); or
 * "hang", never (the page's timeout has to end the wait).
 */
export type Answer = number | "hold" | "hang";

/** Reads a POST to the endpoint's path and hands its body on; anything else is answered 404. */
export function receivePost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  endpoint: URL,
  handle: (body: string) => void,
): void {
  if (request.method !== "POST" || request.url !== endpoint.pathname) return void response.writeHead(404).end();
  let body = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => (body += chunk));
  request.on("end", () => handle(body));
}

/** Starts a receiver's server on its address's host and port. */
export function listenOn(server: http.Server, address: URL): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(address.port), address.hostname, resolve);
  });
}

/** Stops a receiver's server, dropping the connections still open (the browser's keep-alive ones). */
export function closeServer(server: http.Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A stand-in the tests start on its address: what it received is cleared before each test. */
export interface Receiver {
  start(): Promise<void>;
  stop(): Promise<void>;
  reset(): void;
}

/**
 * Serves the receivers for the spec file that calls it: started before its first test, stopped after its last,
 * emptied before each. The tests run one after another, as they share the receivers' fixed ports.
 */
export function receiveDuringTests(...receivers: Receiver[]): void {
  test.describe.configure({ mode: "serial" });
  // The bot check's siteverify, too, when the build has it: every lead the pages send carries a token.
  const all = [...receivers, ...(process.env.TURNSTILE_VERIFY_URL ? [siteverify] : [])];
  test.beforeAll(async () => {
    for (const receiver of all) await receiver.start();
  });
  test.afterAll(async () => {
    for (const receiver of all) await receiver.stop();
  });
  test.beforeEach(async ({ context }) => {
    all.forEach((receiver) => receiver.reset());
    if (process.env.TURNSTILE_SITE_KEY) await context.route(`${TURNSTILE_ORIGIN}/**`, playTurnstile);
  });
}

/**
 * Turnstile's script, played in the page (Cloudflare's is not reachable from here): each widget puts a token in
 * its form as the real one does, "pass:<action>#<n>", which the siteverify stand-in confirms once. A page that sets
 * `window.turnstileFailsNext` gets a token siteverify refuses, once. The page's CSP must allow Cloudflare's origin
 * for it to run at all.
 */
const TURNSTILE_STAND_IN = `(() => {
  let count = 0;
  const widgets = new Map();
  const token = (action) => {
    const verdict = window.turnstileFailsNext ? "fail" : "pass";
    window.turnstileFailsNext = false;
    return verdict + ":" + action + "#" + Date.now() + "-" + (count += 1);
  };
  window.turnstile = {
    render(box, options) {
      const id = "widget-" + (count += 1);
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = ${JSON.stringify(TURNSTILE_FIELD)};
      input.value = token(options.action);
      box.append(input);
      widgets.set(id, { input, action: options.action, sitekey: options.sitekey });
      box.dataset.sitekey = options.sitekey;
      return id;
    },
    reset(id) {
      const widget = widgets.get(id);
      if (widget) widget.input.value = token(widget.action);
    },
    remove(id) {
      widgets.get(id)?.input.remove();
      widgets.delete(id);
    },
  };
})();`;

const playTurnstile = (route: Route) =>
  route.fulfill({ status: 200, contentType: "text/javascript", body: TURNSTILE_STAND_IN });

/** Turnstile's siteverify, on TURNSTILE_VERIFY_URL's port, as scripts/test.sh sets it. */
class SiteverifyStandIn implements Receiver {
  private running?: Awaited<ReturnType<typeof startSiteverify>>;
  /** What the lead receiver asked siteverify, each request's body. */
  get asked(): Array<Record<string, unknown>> {
    return this.running?.posts ?? [];
  }
  reset(): void {
    if (this.running) this.running.posts.length = 0;
  }
  async start(): Promise<void> {
    this.running = await startSiteverify(Number(new URL(process.env.TURNSTILE_VERIFY_URL ?? "").port));
  }
  async stop(): Promise<void> {
    await this.running?.close();
    this.running = undefined;
  }
}

export const siteverify = new SiteverifyStandIn();

export class LeadReceiver implements Receiver {
  readonly leads: ReceivedLead[] = [];
  private answers: Answer[] = [];
  private server?: http.Server;
  private hanging: http.ServerResponse[] = [];
  private held: Array<() => void> = [];

  constructor(readonly endpoint: URL) {}

  reset(): void {
    this.leads.length = 0;
  }

  /** Answers for the next leads, in order; after them every lead gets 200. */
  answerNext(...answers: Answer[]) {
    this.answers.push(...answers);
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      response.setHeader("Access-Control-Allow-Origin", "*");
      response.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
      response.setHeader("Access-Control-Allow-Methods", "POST");
      if (request.method === "OPTIONS") return void response.writeHead(204).end();
      receivePost(request, response, this.endpoint, (body) => {
        const contentType = request.headers["content-type"] ?? "";
        // The function sends { text, lead }; a page sends the fields themselves.
        const sent = contentType.startsWith("application/json")
          ? (JSON.parse(body) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(body));
        const fields = (sent.lead ?? sent) as Record<string, string>;
        this.leads.push({ contentType, fields });
        const answer = this.answers.shift() ?? 200;
        const reply = (status: number) => {
          if (contentType.startsWith("application/json")) {
            response
              .writeHead(status, { "Content-Type": "application/json" })
              .end(JSON.stringify({ ok: status < 300 }));
          } else {
            response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end("<h1>Lead received</h1>");
          }
        };
        if (answer === "hang") this.hanging.push(response);
        else if (answer === "hold") this.held.push(() => reply(200));
        else reply(answer);
      });
    });
    await listenOn(this.server, this.endpoint);
  }

  /** Answers the held leads with 200. */
  release() {
    for (const answer of this.held.splice(0)) answer();
  }

  /** Stops listening, so the next lead finds the connection refused. */
  async stop(): Promise<void> {
    for (const response of this.hanging.splice(0)) response.destroy();
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }

  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? Number(this.endpoint.port);
  }
}

/** Where the lead receiver passes leads on, as scripts/test.sh sets it (LEADS_WEBHOOK_URL): the team's webhook. */
export function teamWebhook(): LeadReceiver {
  const webhook = process.env.LEADS_WEBHOOK_URL;
  if (!webhook) throw new Error("LEADS_WEBHOOK_URL is not set: run these tests through scripts/test.sh");
  return new LeadReceiver(new URL(webhook));
}

export interface SentEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  reply_to?: string;
}

/** A stand-in for Resend's API (RESEND_API_URL): records every email the lead receiver sends. */
export class MailReceiver implements Receiver {
  readonly emails: SentEmail[] = [];
  private server?: http.Server;

  constructor(readonly api: URL) {}

  reset(): void {
    this.emails.length = 0;
  }

  async start(): Promise<void> {
    const endpoint = new URL("/emails", this.api);
    this.server = http.createServer((request, response) => {
      receivePost(request, response, endpoint, (body) => {
        this.emails.push(JSON.parse(body) as SentEmail);
        response.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"stand-in"}');
      });
    });
    await listenOn(this.server, this.api);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}

/** The stand-in for Resend's API, as scripts/test.sh sets it (RESEND_API_URL). */
export function resendStandIn(): MailReceiver {
  const api = process.env.RESEND_API_URL;
  if (!api) throw new Error("RESEND_API_URL is not set: run these tests through scripts/test.sh");
  return new MailReceiver(new URL(api));
}
