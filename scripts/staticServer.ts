import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { headersFromFile } from "./headersFile";

// A small static host for public/, behaving like the CDNs we deploy to:
// /about/ serves about/index.html, /about redirects to /about/, unknown paths
// get 404.html with status 404, responses are compressed when the client
// accepts it, and public/_headers is applied as Cloudflare Pages applies it
// (see headersFile.ts). Tests, `npm run serve` and the benchmark all use it.

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|map)$/;

export interface ServerOptions {
  root: string;
  port?: number;
  /** Compress responses (gzip or brotli) as a CDN would. */
  compress?: boolean;
  /** Extra headers for a request path; by default those of root/_headers when it exists. */
  headersFor?: (urlPath: string) => Record<string, string>;
  /** Rewrites a file before it is sent, e.g. to strip scripts for a no-JS copy. */
  transformHtml?: (html: string, urlPath: string) => string;
}

function resolveFile(root: string, urlPath: string): { file?: string; redirect?: string } {
  // Host configuration, not content: static hosts never serve it.
  if (urlPath === "/_headers" || urlPath === "/_redirects") return {};
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return {};
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { file: candidate };
  if (fs.existsSync(path.join(candidate, "index.html"))) {
    return urlPath.endsWith("/") ? { file: path.join(candidate, "index.html") } : { redirect: `${urlPath}/` };
  }
  return {};
}

export function startServer(options: ServerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(options.root);
  const headersFor = options.headersFor ?? headersFromFile(root);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const { file, redirect } = resolveFile(root, url.pathname);
    if (redirect) {
      response.writeHead(301, { Location: `${redirect}${url.search}` });
      response.end();
      return;
    }
    const status = file ? 200 : 404;
    const target = file ?? path.join(root, "404.html");
    if (!fs.existsSync(target)) {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("Not found");
      return;
    }
    let body: Buffer = fs.readFileSync(target);
    const ext = path.extname(target);
    if (ext === ".html" && options.transformHtml)
      body = Buffer.from(options.transformHtml(body.toString("utf8"), url.pathname));
    const headers: Record<string, string> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      ...(headersFor?.(url.pathname) ?? {}),
    };
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (options.compress && COMPRESSIBLE.test(target)) {
      if (accepts.includes("br")) {
        body = zlib.brotliCompressSync(body);
        headers["Content-Encoding"] = "br";
      } else if (accepts.includes("gzip")) {
        body = zlib.gzipSync(body, { level: 9 });
        headers["Content-Encoding"] = "gzip";
      }
      headers.Vary = "Accept-Encoding";
    }
    headers["Content-Length"] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve) => {
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
