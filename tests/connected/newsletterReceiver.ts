import http from "node:http";
import { closeServer, listenOn, receivePost, type Receiver } from "./receiver";

// A stand-in for an email platform's sign-up form action (NEWSLETTER_ENDPOINT, src/lib/newsletter.ts): it records
// each form-encoded sign-up and answers with a page of its own, as Buttondown or Mailchimp do. It sends no CORS
// headers, as they do not: the page's script cannot read the answer, and does not need to.

export const PLATFORM_PAGE_TITLE = "Confirm your subscription";

export class NewsletterReceiver implements Receiver {
  readonly signups: Array<Record<string, string>> = [];
  private server?: http.Server;

  constructor(readonly endpoint: URL) {}

  reset(): void {
    this.signups.length = 0;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      receivePost(request, response, this.endpoint, (body) => {
        this.signups.push(Object.fromEntries(new URLSearchParams(body)));
        response
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(`<!doctype html><title>${PLATFORM_PAGE_TITLE}</title><h1>${PLATFORM_PAGE_TITLE}</h1>`);
      });
    });
    await listenOn(this.server, this.endpoint);
  }

  /** Stops listening, so the next sign-up finds the connection refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}
