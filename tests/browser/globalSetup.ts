import fs from "node:fs";
import path from "node:path";
import { startServer } from "../../scripts/staticServer";

// One server for the whole browser run, serving the built site as a static host would.
export default async function globalSetup() {
  const root = path.join(__dirname, "..", "..", "public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("public/ has no build: run `npm run build` before the browser tests");
  }
  // The server applies public/_headers (CSP and the rest), so every browser test runs under them.
  if (!fs.existsSync(path.join(root, "_headers"))) {
    throw new Error("public/_headers is missing: `npm run build` writes it (gatsby/securityHeaders.ts)");
  }
  const server = await startServer({ root, compress: true });
  process.env.SITE_BASE_URL = server.url;
  (globalThis as { __SITE_SERVER__?: typeof server }).__SITE_SERVER__ = server;
}
