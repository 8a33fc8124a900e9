/** @jest-environment node */
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { foreignRequest, localOnly, localOnlyOnNextListen } from "../localOnly";

// The check in front of everything `npm run cms` and `npm run develop` serve: only the server's own pages, on this
// machine, get an answer.

const PORT = 8000;
const own = { host: `localhost:${PORT}` };

describe("foreignRequest", () => {
  it.each([
    ["a request with no Origin (curl, a script on this machine)", own],
    ["the dev server's own page", { ...own, origin: `http://localhost:${PORT}`, "sec-fetch-site": "same-origin" }],
    ["its own page by 127.0.0.1", { host: `127.0.0.1:${PORT}`, origin: `http://127.0.0.1:${PORT}` }],
    ["its own page by [::1]", { host: `[::1]:${PORT}`, origin: `http://[::1]:${PORT}` }],
    ["its own page over HTTPS (gatsby develop --https)", { ...own, origin: `https://localhost:${PORT}` }],
    ["a link followed from another site", { ...own, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" }],
  ])("answers %s", (_, headers) => {
    expect(foreignRequest(headers, { port: PORT })).toBeUndefined();
  });

  it.each([
    ["a page of another site", { ...own, origin: "https://example.com" }, /Origin https:\/\/example\.com/],
    ["a page on another port of this machine", { ...own, origin: "http://localhost:9999" }, /Origin/],
    ["a sandboxed frame or a file", { ...own, origin: "null" }, /Origin null/],
    ["a page that rebound its own name to 127.0.0.1", { host: `rebound.example:${PORT}` }, /Host rebound\.example/],
    ["the right name on another port", { host: "localhost:8001" }, /Host localhost:8001/],
    ["no Host at all", {}, /Host \(none\)/],
    [
      "a script tag of another site",
      { ...own, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
      /Sec-Fetch-Site/,
    ],
    [
      "a script tag of another port",
      { ...own, "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors" },
      /Sec-Fetch-Site/,
    ],
  ])("refuses %s", (_, headers, reason) => {
    expect(foreignRequest(headers, { port: PORT })).toMatch(reason);
  });

  it("answers the host the server was started for, but not a wildcard address", () => {
    expect(foreignRequest({ host: "dev.test:8000" }, { port: PORT, host: "dev.test" })).toBeUndefined();
    expect(foreignRequest({ host: "0.0.0.0:8000" }, { port: PORT, host: "0.0.0.0" })).toMatch(/Host/);
  });
});

/** A server that answers everything with 200 and CORS for all, as `gatsby develop` does. */
function openServer(): http.Server {
  const server = http.createServer((_, response) => {
    response.writeHead(200, { "Access-Control-Allow-Origin": "*" });
    response.end("a file");
  });
  server.on("upgrade", (_, socket) => socket.end("HTTP/1.1 101 Switching Protocols\r\n\r\n"));
  return server;
}

const listening = (server: http.Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

function get(
  port: number,
  headers: http.OutgoingHttpHeaders,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on("error", reject);
  });
}

/** The status line a WebSocket upgrade gets. */
function upgrade(port: number, headers: http.OutgoingHttpHeaders): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      headers: { Connection: "Upgrade", Upgrade: "websocket", ...headers },
    });
    request.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(String(response.statusCode));
    });
    request.on("response", (response) => {
      response.resume();
      resolve(String(response.statusCode));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("localOnly", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = openServer();
    port = await listening(server);
    localOnly(server, { port });
  });
  afterAll(() => close(server));

  it("refuses another origin's request with 403, a reason and no CORS header", async () => {
    const answer = await get(port, { Host: `localhost:${port}`, Origin: "http://127.0.0.1:9999" });
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.body).toMatch(/^Refused: Origin http:\/\/127\.0\.0\.1:9999 is not this server's own/);
  });

  it("refuses a request naming another host, as a DNS-rebinding page's does", async () => {
    expect((await get(port, { Host: `rebound.example:${port}` })).status).toBe(403);
  });

  it("answers its own origin", async () => {
    const answer = await get(port, { Host: `localhost:${port}`, Origin: `http://localhost:${port}` });
    expect(answer).toMatchObject({ status: 200, body: "a file" });
  });

  it("refuses another origin's WebSocket and lets its own through", async () => {
    expect(await upgrade(port, { Host: `localhost:${port}`, Origin: "http://localhost:9999" })).toBe("403");
    expect(await upgrade(port, { Host: `localhost:${port}`, Origin: `http://localhost:${port}` })).toBe("101");
  });
});

describe("localOnlyOnNextListen", () => {
  it("guards the server that listens on the given port, and no other", async () => {
    const other = openServer();
    const otherPort = await listening(other);
    const probe = openServer();
    const port = await listening(probe);
    await close(probe);

    const listen = net.Server.prototype.listen;
    localOnlyOnNextListen({ port });
    const unrelated = openServer();
    const unrelatedPort = await listening(unrelated);
    const gatsby = openServer();
    await listening(gatsby, port);
    try {
      const foreign = { Origin: "https://example.com" };
      expect((await get(port, { Host: `localhost:${port}`, ...foreign })).status).toBe(403);
      expect((await get(unrelatedPort, { Host: `localhost:${unrelatedPort}`, ...foreign })).status).toBe(200);
      expect((await get(otherPort, { Host: `localhost:${otherPort}`, ...foreign })).status).toBe(200);
      // The hook is gone once it has guarded its server.
      expect(net.Server.prototype.listen).toBe(listen);
    } finally {
      await Promise.all([other, unrelated, gatsby].map(close));
    }
  });
});
