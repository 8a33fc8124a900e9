import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { Duplex } from "node:stream";

// What the local servers (`npm run cms`, `npm run develop`) answer: only the editor's own browser, on this machine.
//
// `gatsby develop` answers every route with `Access-Control-Allow-Origin: *`, so without this any page the editor
// visits could call it: read any file the dev server can reach, or write through the editing screen's backend
// (/api/v1). A request is refused, with 403 and no CORS header, when
// - its Host is not localhost, 127.0.0.1 or [::1] on the server's own port (a DNS-rebinding page names its own
//   host, since the browser thinks it is talking to that site);
// - its Origin, when it sends one, is not this server's own (another site, another port of this machine, or
//   "null" from a sandboxed frame or a file);
// - it is a subresource another site asks for (Sec-Fetch-Site cross-site or same-site, which includes another
//   port of localhost), such as a <script src> pointing here. Following a link here from elsewhere is allowed.
// Requests with none of these headers (curl, scripts on this machine) are allowed: they do not come from a page.

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

export interface LocalOnlyOptions {
  /** The port the server listens on. */
  port: number;
  /** A host name the server is also reached by (`gatsby develop --host`), besides the loopback names. */
  host?: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Why a request does not come from this server's own pages on this machine, or undefined when it does. */
export function foreignRequest(
  headers: http.IncomingHttpHeaders,
  { port, host }: LocalOnlyOptions,
): string | undefined {
  const names = new Set([...LOCAL_HOSTS, ...(host && !["0.0.0.0", "::"].includes(host) ? [host] : [])]);
  const hosts = [...names].map((name) => `${name}:${port}`);
  const hostHeader = first(headers.host)?.toLowerCase();
  if (!hostHeader || !hosts.includes(hostHeader)) {
    return `Host ${hostHeader ?? "(none)"} is not this machine's (${hosts.join(", ")})`;
  }
  const origin = first(headers.origin);
  if (
    origin !== undefined &&
    !hosts.some((own) => [`http://${own}`, `https://${own}`].includes(origin.toLowerCase()))
  ) {
    return `Origin ${origin} is not this server's own`;
  }
  const site = first(headers["sec-fetch-site"]);
  const mode = first(headers["sec-fetch-mode"]);
  if ((site === "cross-site" || site === "same-site") && mode !== "navigate") {
    return `a page of another site (Sec-Fetch-Site: ${site}) may not load this`;
  }
  return undefined;
}

function refuseRequest(response: http.ServerResponse, reason: string) {
  response.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end(`Refused: ${reason}. This server answers only its own pages on this machine.\n`);
}

function refuseUpgrade(socket: Duplex, reason: string) {
  socket.end(
    `HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\nRefused: ${reason}.\n`,
  );
}

/**
 * Puts the check in front of everything `server` answers: its requests, and its WebSocket upgrades (Gatsby's
 * socket.io attaches its own listeners to the server, which Express's middleware never sees).
 */
export function localOnly<Server extends http.Server | https.Server>(
  server: Server,
  options: LocalOnlyOptions,
): Server {
  const emit = server.emit.bind(server);
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === "request" || event === "upgrade") {
      const request = args[0] as http.IncomingMessage;
      const reason = foreignRequest(request.headers, options);
      if (reason) {
        if (event === "request") refuseRequest(args[1] as http.ServerResponse, reason);
        else refuseUpgrade(args[1] as Duplex, reason);
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof server.emit;
  return server;
}

/**
 * Applies `localOnly` to the next HTTP or HTTPS server (`gatsby develop --https`) that starts listening on
 * `options.port` in this process. Gatsby creates its develop server right after `onCreateDevServer` and gives
 * plugins no handle on it, so this is how the check gets in front of socket.io and of Gatsby's own middleware,
 * which come before anything a plugin adds to the Express app.
 */
export function localOnlyOnNextListen(options: LocalOnlyOptions): void {
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    const port = typeof args[0] === "object" ? (args[0] as { port?: unknown } | null)?.port : args[0];
    const web = this instanceof http.Server || this instanceof https.Server;
    // Some other server of this process: it is not Gatsby's, and the hook waits for Gatsby's.
    if (!web || Number(port) !== options.port) return listen.apply(this, args as Parameters<typeof listen>);
    net.Server.prototype.listen = listen;
    return listen.apply(localOnly(this, options), args as Parameters<typeof listen>);
  } as typeof listen;
}
