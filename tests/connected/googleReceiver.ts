import http from "node:http";
import { closeServer, listenOn, type Receiver } from "./receiver";

// A stand-in for Google's tag server (GOOGLE_TAG_ORIGIN, src/lib/measurement.ts). It serves a gtag.js that does
// what the tests need of Google's: it reads the page's dataLayer and sends each command to this receiver as it is
// pushed (a consent default or update, the config, each event), sets a first-party cookie as Google's does, and
// sends nothing once the page sets Google's ga-disable flag. Each command is a beacon of its own, and beacons may
// arrive in any order, so each carries its page and its number there, and the receiver keeps the page's order. The
// receiver records every request it is sent, so a test can tell that nothing at all reached "Google".

/** One dataLayer command as gtag.js received it: ["consent", "update", {...}], ["event", "enquiry", {...}]. */
export type GtagCommand = [string, ...unknown[]];

/** The cookie the stand-in sets, as Google Analytics sets _ga. */
export const STAND_IN_COOKIE = "_ga";

const gtagJs = (collect: string, id: string) => `(function () {
  var off = function () { return window["ga-disable-" + ${JSON.stringify(id)}] === true; };
  var sent = 0;
  var send = function (command) {
    if (off()) return;
    var beacon = { page: performance.timeOrigin, order: (sent += 1), command: Array.prototype.slice.call(command) };
    navigator.sendBeacon(${JSON.stringify(collect)}, JSON.stringify(beacon));
  };
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(send);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i += 1) send(arguments[i]);
    return push.apply(layer, arguments);
  };
  document.cookie = "${STAND_IN_COOKIE}=GA1.1.1234567890.1764200000; path=/; max-age=63072000";
})();`;

export class GoogleReceiver implements Receiver {
  /** Every request, as "METHOD /path?query". */
  readonly requests: string[] = [];
  /** The commands in the order the page pushed them. */
  readonly commands: GtagCommand[] = [];
  /** Where each of `commands` was pushed: the page (by when it was opened) and its number there. */
  private readonly orders: Array<{ page: number; order: number }> = [];
  private server?: http.Server;

  constructor(readonly origin: URL) {}

  reset(): void {
    this.requests.length = 0;
    this.commands.length = 0;
    this.orders.length = 0;
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const url = new URL(request.url ?? "/", this.origin);
      this.requests.push(`${request.method} ${url.pathname}${url.search}`);
      if (request.method === "GET" && url.pathname === "/gtag/js") {
        const js = gtagJs(new URL("/collect", this.origin).href, url.searchParams.get("id") ?? "");
        return void response.writeHead(200, { "Content-Type": "text/javascript" }).end(js);
      }
      if (request.method === "POST" && url.pathname === "/collect") {
        let body = "";
        request.setEncoding("utf8");
        request.on("data", (chunk: string) => (body += chunk));
        request.on("end", () => {
          // Each command is its own beacon, and beacons may arrive in any order: each takes its place by the
          // order the page pushed it in.
          const { page, order, command } = JSON.parse(body) as { page: number; order: number; command: GtagCommand };
          const at = this.orders.findIndex(
            (other) => other.page > page || (other.page === page && other.order > order),
          );
          const index = at === -1 ? this.orders.length : at;
          this.orders.splice(index, 0, { page, order });
          this.commands.splice(index, 0, command);
          response.writeHead(204).end();
        });
        return;
      }
      response.writeHead(404).end();
    });
    await listenOn(this.server, this.origin);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }
}
