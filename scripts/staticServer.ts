import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { lookup } from "mrmime";
import { headersFromFile } from "../gatsby/headersFile";
import { isFile, routeRequest } from "./pagesRoute";
import { isVariantPath } from "../src/lib/experiments";

// A static host for public/ that answers as the production host (Cloudflare, serving the site's Worker's static
// assets) does, for the tests, `npm run serve` and the benchmark: GET and HEAD only, routing and redirects (pagesRoute.ts),
// the rules of `_headers` (headersFile.ts), 404.html with status 404 and the 404 page's own rules,
// ETags, single byte ranges, and text compressed as the CDN compresses it, once per file.

export interface ServerOptions {
  root: string;
  port?: number;
  /** Compress text responses (brotli, else gzip) as a CDN would. */
  compress?: boolean;
  /** Extra headers for a request path; by default those of root/_headers when it exists. */
  headersFor?: (urlPath: string) => Record<string, string>;
  /** Rewrites an HTML file before it is sent (its URL path: "/about/", or "/404.html" for a 404). */
  transformHtml?: (html: string, urlPath: string) => string;
}

type Encoding = "br" | "gzip";
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;
/** A single byte range as asked: "bytes=100-199", "bytes=100-" (to the end) or "bytes=-500" (the last 500). */
type RangeSpec = { first: number; last: number | undefined } | { suffix: number };

/** A static host serves its files and nothing else: any other method is refused with 405. */
const ALLOWED_METHODS = "GET, HEAD";

/** What the CDN compresses; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|map|webmanifest)$/;
/** The host's own default, which `_headers` rules replace. */
const DEFAULT_HEADERS = { "Cache-Control": "public, max-age=0, must-revalidate" };
/** Quality 11, as the CDN sends it: affordable because each file is compressed once. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
/**
 * Above this size, quality 5. The editing screen's 5 MB script took 12 s at quality 11 on the 2-core CI machine
 * (0.17 s at 5, 15% larger; measured November 2026), holding a core and the screen's tests while it ran. Pages and
 * their scripts are far below it, so what the bench measures is sent as the CDN sends it.
 */
const LARGE_BODY_BYTES = 1024 * 1024;
const BROTLI_LARGE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Compresses in libuv's thread pool, so page loads elsewhere in the process do not wait on it. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(body, body.length > LARGE_BODY_BYTES ? BROTLI_LARGE : BROTLI, done);
    else zlib.gzip(body, { level: 9 }, done);
  });
}

/** Brotli when accepted, else gzip, else none; "q=0" refuses an encoding. */
function chooseEncoding(header = ""): Encoding | undefined {
  const accepted = header.split(",").filter((part) => !/;\s*q=0(\.0*)?\s*$/i.test(part));
  const names = new Set(accepted.map((part) => part.split(";")[0]!.trim().toLowerCase()));
  return (["br", "gzip"] as const).find((encoding) => names.has(encoding));
}

/**
 * The one range a Range header asks for, or undefined when the header is to be ignored and the whole file sent
 * with 200: malformed, another unit, or several ranges. RFC 9110 (section 14.2) lets a server answer all three
 * with the whole file, which spares this server multipart/byteranges bodies.
 */
function requestedRange(header: string | undefined): RangeSpec | undefined {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") return { suffix: Number(match[2]) };
  return { first: Number(match[1]), last: match[2] === "" ? undefined : Number(match[2]) };
}

/** The bytes of a body of `size` to send, first and last included; undefined when none can be (416). */
function rangeIn(spec: RangeSpec, size: number): { start: number; end: number } | undefined {
  if ("suffix" in spec)
    return spec.suffix > 0 && size > 0 ? { start: Math.max(0, size - spec.suffix), end: size - 1 } : undefined;
  if (spec.first >= size || (spec.last !== undefined && spec.last < spec.first)) return undefined;
  return { start: spec.first, end: Math.min(spec.last ?? size - 1, size - 1) };
}

/** Each file's body per encoding, made once per version of the file. */
function bodyCache(transformHtml: ServerOptions["transformHtml"]) {
  const cache = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>();
  const render = async (file: string, urlPath: string, encoding: Encoding | undefined) => {
    let body = await fs.promises.readFile(file);
    if (transformHtml && file.endsWith(".html")) body = Buffer.from(transformHtml(body.toString("utf8"), urlPath));
    return encoding ? compress(body, encoding) : body;
  };
  // A file is only ever served under one URL path, so the path need not be part of the key.
  return async (file: string, urlPath: string, encoding: Encoding | undefined) => {
    const { mtimeMs, size } = await fs.promises.stat(file);
    const key = `${file}\0${encoding ?? ""}`;
    let entry = cache.get(key);
    if (entry?.mtimeMs !== mtimeMs) {
      const fresh = { mtimeMs, body: render(file, urlPath, encoding) };
      fresh.body.catch(() => cache.get(key) === fresh && cache.delete(key));
      cache.set(key, (entry = fresh));
    }
    // A weak ETag of the file's size and time, told apart per encoding as a CDN's are.
    return { body: await entry.body, etag: `W/"${size}-${Math.trunc(mtimeMs)}${encoding ? `-${encoding}` : ""}"` };
  };
}

/** Types as the host gives them, where mrmime knows none or another (tests/postbuild/edge.test.ts compares the two). */
const MORE_TYPES: Record<string, string> = {
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".xml": "application/xml",
  ".txt": "text/plain;charset=utf-8",
  ".js": "text/javascript;charset=utf-8",
};

const contentType = (file: string) =>
  file.endsWith(".html")
    ? "text/html;charset=utf-8"
    : (MORE_TYPES[path.extname(file)] ?? lookup(file) ?? "application/octet-stream");

function createHandler(options: ServerOptions): Handler {
  const root = path.resolve(options.root);
  const headersFor = options.headersFor ?? headersFromFile(root) ?? (() => ({}));
  const bodies = bodyCache(options.transformHtml);
  const compressible = (file: string) => Boolean(options.compress) && COMPRESSIBLE.test(file);
  const encodingFor = (request: http.IncomingMessage, file: string) =>
    compressible(file) ? chooseEncoding(request.headers["accept-encoding"]) : undefined;

  const setHeaders = (response: http.ServerResponse, file: string, rulePath: string) => {
    const vary = compressible(file) ? { Vary: "Accept-Encoding" } : {};
    for (const [name, value] of Object.entries({ ...DEFAULT_HEADERS, ...headersFor(rulePath), ...vary }))
      response.setHeader(name, value);
  };

  const sendBody = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    status: 200 | 404,
    file: string,
    urlPath: string,
  ) => {
    // A range counts bytes of the file as it is, so a ranged answer is sent uncompressed. If-Range asks for the
    // range only if the file is unchanged, which only a strong ETag can tell, and ours are weak: the whole file.
    const spec = status === 200 && !request.headers["if-range"] ? requestedRange(request.headers.range) : undefined;
    const encoding = spec ? undefined : encodingFor(request, file);
    const { body, etag } = await bodies(file, urlPath, encoding);
    if (status === 200) response.setHeader("ETag", etag);
    if (status === 200 && request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
    const range = spec && rangeIn(spec, body.length);
    if (spec && !range) {
      response.writeHead(416, { "Content-Range": `bytes */${body.length}`, "Content-Length": "0" });
      return void response.end();
    }
    if (!response.hasHeader("Content-Type")) response.setHeader("Content-Type", contentType(file));
    if (encoding) response.setHeader("Content-Encoding", encoding);
    const sent = range ? body.subarray(range.start, range.end + 1) : body;
    if (range) response.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${body.length}`);
    response.writeHead(range ? 206 : status, { "Content-Length": String(sent.length) });
    response.end(sent); // Node sends no body for HEAD
  };

  // The host answers with 404.html and the headers `_headers` gives it, revalidated as every page is.
  const notFound = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    const page = path.join(root, "404.html");
    if (!(await isFile(page))) return void response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    setHeaders(response, page, "/404.html");
    await sendBody(request, response, 404, page, "/404.html");
  };

  return async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: ALLOWED_METHODS, "Content-Type": "text/plain" });
      return void response.end("Method not allowed");
    }
    // The experiments' variants are served only by the Worker, at their pages' addresses (worker/experiments.ts).
    if (isVariantPath((request.url ?? "/").replace(/[?#].*$/, ""))) return notFound(request, response);
    const found = await routeRequest(root, request.url ?? "/");
    if (found.kind === "bad") return void response.writeHead(400, { "Content-Type": "text/plain" }).end("Bad request");
    if (found.kind === "redirect") {
      // The host gives a redirect the headers `_headers` gives the path asked for, as it does any answer.
      setHeaders(response, "", new URL(request.url ?? "/", "http://host").pathname);
      return void response.writeHead(found.status, { Location: found.location }).end();
    }
    if (found.kind === "missing") return notFound(request, response);
    setHeaders(response, found.file, found.urlPath);
    await sendBody(request, response, 200, found.file, found.urlPath);
  };
}

export function startServer(options: ServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = createHandler(options);
  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => {
      // Whatever failed, the server keeps answering: a broken response, not a dead process.
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain" });
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * A measurement run alone (`npx tsx scripts/pasteTiming.ts`): serves the built site as the bench does, public/ or
 * the folder SITE_ROOT names, prints the table `measure` makes against its address, and stops the server.
 */
export async function printAgainstBuiltSite(measure: (url: string) => Promise<string>): Promise<void> {
  const server = await startServer({
    root: process.env.SITE_ROOT || path.join(__dirname, "..", "public"),
    compress: true,
  });
  try {
    console.log(await measure(server.url));
  } finally {
    await server.close();
  }
}
