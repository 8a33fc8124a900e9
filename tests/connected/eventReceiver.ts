import http from "node:http";
import { closeServer, listenOn, receivePost, type Receiver } from "./receiver";

// A stand-in for a Plausible-style events endpoint (src/lib/measurement.ts): it records every event it is sent
// (a JSON body, sent as text/plain by navigator.sendBeacon) and answers 202, as Plausible does.

export interface ReceivedEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props: Record<string, string>;
}

export class EventReceiver implements Receiver {
  readonly events: ReceivedEvent[] = [];
  /** Every request's raw body, to check that nothing personal travels in any of them. */
  readonly bodies: string[] = [];
  private server?: http.Server;

  constructor(readonly endpoint: URL) {}

  reset(): void {
    this.events.length = 0;
    this.bodies.length = 0;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      receivePost(request, response, this.endpoint, (body) => {
        this.bodies.push(body);
        this.events.push(JSON.parse(body) as ReceivedEvent);
        response.writeHead(202).end("ok");
      });
    });
    await listenOn(this.server, this.endpoint);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}

/** The stand-in for the events endpoint the second build sends to (ANALYTICS_ENDPOINT, from scripts/test.sh). */
export function analyticsReceiver(): EventReceiver {
  const analytics = process.env.ANALYTICS_ENDPOINT;
  if (!analytics) throw new Error("ANALYTICS_ENDPOINT is not set: run these tests through scripts/test.sh");
  return new EventReceiver(new URL(analytics));
}
