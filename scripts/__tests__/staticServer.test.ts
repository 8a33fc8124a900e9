/** @jest-environment node */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { startServer, type ServerOptions } from "../staticServer";

// The static host of the tests, `npm run serve` and the benchmark, against a small site, probed as the production
// host (Cloudflare, serving the site's Worker's static assets) would be: routing, `_headers`, methods, byte ranges,
// hostile URLs, compression.

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const HEADERS_FILE = [
  "/*",
  "  X-Content-Type-Options: nosniff",
  "/about/",
  "  X-Page: about",
  "/*.js",
  "  ! Cache-Control",
  "  Cache-Control: public, max-age=31536000, immutable",
  "/404.html",
  "  X-Page: not-found",
  "",
].join("\n");

const SITE: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title><script>home()</script><p>Home page</p>",
  "about/index.html": "<!doctype html><title>About</title><script>about()</script><p>About page</p>",
  "404.html": "<!doctype html><title>Not found</title><p>No such page</p>",
  "moved/index.html": "<!doctype html><title>Moved</title><p>A page left behind by a rename</p>",
  "app.js": `export const words = ${JSON.stringify("compressible text ".repeat(200))};\n`,
  "logo.png": "\u0089PNG not really an image",
  _headers: HEADERS_FILE,
  _redirects: [
    "# The build writes these from content/redirects.json.",
    "/old-about /about/ 301",
    "/old-about/ /about/ 301",
    "/offer /about/?from=offer#team 302",
    "/moved/ /about/ 301",
    "/no-status /about/",
    "/bad-line",
    "",
  ].join("\n"),
  // Dotfiles a tool could leave in the root: never served.
  ".env": "SECRET=dotfile",
  ".git/config": "[core] SECRET=dotfile",
  ".well-known/security.txt": "Contact: SECRET=dotfile",
  ".private/index.html": "<!doctype html><title>Private</title><p>SECRET=dotfile</p>",
  "about/.env": "SECRET=dotfile",
};

let dir: string;
let root: string;
const servers: Array<Awaited<ReturnType<typeof startServer>>> = [];

async function serve(options: Omit<ServerOptions, "root"> = {}): Promise<string> {
  const server = await startServer({ root, ...options });
  servers.push(server);
  return server.url;
}

/** A request with the path sent exactly as written (fetch would normalise it first). */
function get(base: string, rawPath: string, headers: http.OutgoingHttpHeaders = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/`, { path: rawPath, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** A hand-written request line, for targets http.request itself would refuse or rewrite. */
function raw(base: string, requestLine: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

const file = (name: string) => fs.readFileSync(path.join(root, name));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  root = path.join(dir, "site");
  for (const [name, text] of Object.entries(SITE)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text, name.endsWith(".png") ? "latin1" : "utf8");
  }
  // Outside the root, where no request may reach.
  fs.writeFileSync(path.join(dir, "package.json"), '{"secret": true}');
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("routing, as the host routes", () => {
  it("serves /about/ from about/index.html with the page's `_headers` rules", async () => {
    const reply = await get(await serve(), "/about/");
    expect(reply.status).toBe(200);
    expect(reply.body.equals(file("about/index.html"))).toBe(true);
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(reply.headers["x-page"]).toBe("about");
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("redirects /about to /about/ with a 307, keeping the query string", async () => {
    const base = await serve();
    expect(await get(base, "/about")).toMatchObject({ status: 307, headers: { location: "/about/" } });
    expect(await get(base, "/about?utm=x&y=1")).toMatchObject({
      status: 307,
      headers: { location: "/about/?utm=x&y=1" },
    });
  });

  it("answers a _redirects rule with its status and destination, before any file, as the host does", async () => {
    const base = await serve();
    expect(await get(base, "/old-about")).toMatchObject({ status: 301, headers: { location: "/about/" } });
    expect(await get(base, "/old-about/?utm_source=print")).toMatchObject({
      status: 301,
      headers: { location: "/about/?utm_source=print" },
    });
    // The destination's own query replaces the request's; its fragment is kept.
    expect(await get(base, "/offer?x=1")).toMatchObject({
      status: 302,
      headers: { location: "/about/?from=offer#team" },
    });
    // A rule for a path that has a file wins over the file, as on the host (the content check refuses such rules).
    expect(await get(base, "/moved/")).toMatchObject({ status: 301, headers: { location: "/about/" } });
    // A rule without a status is the host's default, 302; a line without a destination is ignored.
    expect(await get(base, "/no-status")).toMatchObject({ status: 302, headers: { location: "/about/" } });
    expect((await get(base, "/bad-line")).status).toBe(404);
    // Matched exactly: /old-about/x is no rule's path.
    expect((await get(base, "/old-about/x")).status).toBe(404);
  });

  it("redirects /about/index.html to /about/ and /index.html to /", async () => {
    const base = await serve();
    expect(await get(base, "/about/index.html")).toMatchObject({ status: 307, headers: { location: "/about/" } });
    expect(await get(base, "/index.html?q=1")).toMatchObject({ status: 307, headers: { location: "/?q=1" } });
  });

  it("answers an unknown path with 404.html, status 404 and the 404 page's headers, not the path's", async () => {
    const reply = await get(await serve(), "/nope.js");
    expect(reply.status).toBe(404);
    expect(reply.body.equals(file("404.html"))).toBe(true);
    expect(reply.headers["x-page"]).toBe("not-found");
    expect(reply.headers["cache-control"]).not.toMatch(/immutable/);
  });

  it("gives a real asset its own rules", async () => {
    const reply = await get(await serve(), "/app.js");
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const base = await serve({ compress: true });
    const head = await get(base, "/app.js", { "Accept-Encoding": "br" }, "HEAD");
    const getReply = await get(base, "/app.js", { "Accept-Encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(getReply.headers["content-length"]);
    expect((await get(base, "/nope/", {}, "HEAD")).status).toBe(404);
  });

  it("answers a request whose ETag still matches with 304", async () => {
    const base = await serve();
    const first = await get(base, "/logo.png");
    expect(first.headers.etag).toBeTruthy();
    expect((await get(base, "/logo.png", { "If-None-Match": first.headers.etag })).status).toBe(304);
  });
});

describe("methods: a static host answers GET and HEAD only", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])(
    "refuses %s with 405, `Allow: GET, HEAD` and no page",
    async (method) => {
      const base = await serve({ compress: true });
      for (const probe of ["/", "/app.js", "/nope/"]) {
        const reply = await get(base, probe, { "Accept-Encoding": "br" }, method);
        expect([probe, reply.status]).toEqual([probe, 405]);
        expect(reply.headers.allow).toBe("GET, HEAD");
        expect(reply.body.toString()).toBe("Method not allowed");
      }
    },
  );
});

describe("byte ranges, counted in the file as it is", () => {
  const size = () => Buffer.byteLength(SITE["app.js"]!);
  /** A ranged request for app.js from a compressing server, by a client that accepts brotli. */
  const range = async (value: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") =>
    get(await serve({ compress: true }), "/app.js", { "Accept-Encoding": "br", Range: value, ...headers }, method);
  const expectPart = (reply: Reply, start: number, end: number) => {
    expect(reply.status).toBe(206);
    expect(reply.headers["content-range"]).toBe(`bytes ${start}-${end}/${size()}`);
    expect(reply.headers["content-length"]).toBe(String(end - start + 1));
    // A range of the brotli body would be bytes no client could decode: ranges are sent uncompressed.
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.body.equals(file("app.js").subarray(start, end + 1))).toBe(true);
  };
  const expectWhole = (reply: Reply) => {
    expect(reply.status).toBe(200);
    expect(reply.headers["content-range"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(reply.body).equals(file("app.js"))).toBe(true);
  };

  it("sends bytes=100-199 as 206 with those 100 bytes", async () => {
    expectPart(await range("bytes=100-199"), 100, 199);
  });

  it("sends an open range (bytes=100-) to the end of the file", async () => {
    expectPart(await range("bytes=100-"), 100, size() - 1);
  });

  it("sends a suffix range (bytes=-500) as the last 500 bytes, and the whole file when it is shorter", async () => {
    expectPart(await range("bytes=-500"), size() - 500, size() - 1);
    expectPart(await range("bytes=-999999"), 0, size() - 1);
  });

  it("ends a range that runs past the file at its last byte", async () => {
    expectPart(await range("bytes=10-999999"), 10, size() - 1);
  });

  it("answers a range of an image, which is never compressed, from any server", async () => {
    const reply = await get(await serve(), "/logo.png", { Range: "bytes=1-3" });
    expect(reply.status).toBe(206);
    expect(reply.body.toString("latin1")).toBe("PNG");
  });

  it.each(["bytes=100-50", `bytes=${size()}-`, "bytes=-0"])(
    "answers the unsatisfiable %s with 416 and the file's size",
    async (value) => {
      const reply = await range(value);
      expect(reply.status).toBe(416);
      expect(reply.headers["content-range"]).toBe(`bytes */${size()}`);
      expect(reply.headers["content-length"]).toBe("0");
      expect(reply.body.length).toBe(0);
    },
  );

  it.each(["bytes=abc", "bytes=", "bytes=-", "bytes=1-2-3", "items=0-5", "0-5", "bytes=0-1,5-6"])(
    "ignores the malformed or multi-range %s: 200 and the whole file, compressed",
    async (value) => {
      expectWhole(await range(value));
    },
  );

  it("sends the whole file when If-Range is given, since a weak ETag cannot vouch for a range", async () => {
    const { headers } = await range("bytes=0-9");
    expectWhole(await range("bytes=0-9", { "If-Range": headers.etag }));
  });

  it("answers HEAD of a range with the range's headers and no body", async () => {
    const head = await range("bytes=100-199", {}, "HEAD");
    expect(head.status).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 100-199/${size()}`);
    expect(head.headers["content-length"]).toBe("100");
    expect(head.body.length).toBe(0);
  });

  it("answers a range of a missing file with the whole 404 page", async () => {
    const reply = await get(await serve(), "/nope/", { Range: "bytes=0-9" });
    expect(reply.status).toBe(404);
    expect(reply.body.equals(file("404.html"))).toBe(true);
  });
});

describe("requests that must not get through", () => {
  it.each(["/_headers", "/%5fheaders", "/%5Fheaders", "/_headers/", "/x/../_headers", "/./_headers", "/_redirects"])(
    "never serves the host's configuration: %s",
    async (probe) => {
      const reply = await get(await serve(), probe);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).not.toContain("Cache-Control");
      expect(reply.body.toString()).not.toContain("/old /new");
    },
  );

  it.each(["/.env", "/%2eenv", "/.git/config", "/.well-known/security.txt", "/.private/", "/.private", "/about/.env"])(
    "answers a dotfile or dot folder, whatever is on disk, as missing: %s",
    async (probe) => {
      const reply = await get(await serve(), probe);
      expect(reply.status).toBe(404);
      expect(reply.body.equals(file("404.html"))).toBe(true);
    },
  );

  it("answers bad percent-encoding (/%E0%A4%A) with 400 or 404 and keeps serving", async () => {
    const base = await serve();
    expect([400, 404]).toContain((await get(base, "/%E0%A4%A")).status);
    expect((await get(base, "/")).status).toBe(200);
  });

  it("answers the raw request line GET //[ with 400 or 404 and keeps serving", async () => {
    const base = await serve();
    expect(await raw(base, "GET //[ HTTP/1.1")).toMatch(/^HTTP\/1\.1 40[04] /);
    expect((await get(base, "/")).status).toBe(200);
  });

  it.each([
    "/.//evil.com/%2F..",
    "//evil.com/",
    "//evil.com",
    "/\\evil.com",
    "/%2F%2Fevil.com",
    "/%5C%5Cevil.com",
    "/.//evil.com/..",
    "//evil.com/..%2Fabout",
    "//about",
    "/.//about",
    "/%2e/about",
  ])("sends no open redirect for %s", async (probe) => {
    const base = await serve();
    const { headers } = await get(base, probe);
    if (headers.location === undefined) return;
    expect(headers.location).toMatch(/^\/(?![/\\])/);
    expect(new URL(headers.location, base).origin).toBe(new URL(base).origin);
  });

  it("redirects a doubled slash to the one canonical path", async () => {
    expect(await get(await serve(), "//about")).toMatchObject({ status: 307, headers: { location: "/about/" } });
  });

  it.each([
    "/../package.json",
    "/%2e%2e/package.json",
    "/..%2fpackage.json",
    "/about/../../package.json",
    "/%2e%2e%2fpackage.json",
  ])("never leaves the root: %s", async (probe) => {
    const reply = await get(await serve(), probe);
    expect(reply.status).not.toBe(200);
    expect(reply.body.toString()).not.toContain("secret");
  });
});

describe("compression, as the CDN compresses", () => {
  it("sends brotli when accepted, else gzip, compressing each file once and never synchronously", async () => {
    const base = await serve({ compress: true });
    const brotliSync = jest.spyOn(zlib, "brotliCompressSync");
    const brotli = jest.spyOn(zlib, "brotliCompress");

    const br = await get(base, "/app.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(file("app.js").length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(file("app.js"))).toBe(true);

    const again = await get(base, "/app.js", { "Accept-Encoding": "br" });
    expect(again.body.equals(br.body)).toBe(true);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(brotliSync).not.toHaveBeenCalled();

    const gzip = await get(base, "/app.js", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(file("app.js"))).toBe(true);

    const plain = await get(base, "/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file("app.js"))).toBe(true);
  });

  it("compresses the 404 page too, and leaves images alone", async () => {
    const base = await serve({ compress: true });
    const missing = await get(base, "/nope/", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).equals(file("404.html"))).toBe(true);
    expect((await get(base, "/logo.png", { "Accept-Encoding": "br" })).headers["content-encoding"]).toBeUndefined();
  });

  it("compresses nothing unless asked to", async () => {
    const reply = await get(await serve(), "/app.js", { "Accept-Encoding": "br" });
    expect(reply.headers["content-encoding"]).toBeUndefined();
  });
});

describe("options", () => {
  it("transformHtml rewrites HTML with its URL path, before compression", async () => {
    const transformHtml = (html: string, urlPath: string) =>
      `${html.replace(/<script>.*?<\/script>/g, "")}<!-- ${urlPath} -->`;
    const base = await serve({ compress: true, transformHtml });
    const page = zlib.brotliDecompressSync((await get(base, "/about/", { "Accept-Encoding": "br" })).body).toString();
    expect(page).not.toContain("<script>");
    expect(page).toContain("<!-- /about/ -->");
    expect((await get(base, "/")).body.toString()).toContain("<!-- / -->");
  });

  it("headersFor replaces `_headers`", async () => {
    const reply = await get(await serve({ headersFor: (urlPath) => ({ "X-Asked": urlPath }) }), "/about/");
    expect(reply.headers["x-asked"]).toBe("/about/");
    expect(reply.headers["x-page"]).toBeUndefined();
  });
});
