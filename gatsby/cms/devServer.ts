import http from "node:http";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import sirv from "sirv";
import { ADMIN_PATH, buildAdmin } from "./buildAdmin";

// `gatsby develop` serves the editing screen at /admin/ beside the live site. Under `npm run cms`
// (scripts/cms.ts), DECAP_SERVER_PORT names the port of decap-server, and /api/v1 on this same origin is passed
// to it: the screen's config asks for the local backend there (local_backend.url), so saving writes the file in
// content/ and the live site shows the change a moment later.

export const LOCAL_BACKEND_PATH = "/api/v1";

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  const dir = path.join(process.cwd(), ".cache", "cms-admin");
  await buildAdmin(dir, `http://localhost:${process.env.PORT ?? 8000}`);
  app.use(ADMIN_PATH, sirv(dir, { dev: true }));
  const port = process.env.DECAP_SERVER_PORT;
  if (!port) return;
  app.post(LOCAL_BACKEND_PATH, (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: Number(port), path: LOCAL_BACKEND_PATH, method: "POST", headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      response.writeHead(502, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: `decap-server is not answering on port ${port}: ${error.message}` }));
    });
    request.pipe(upstream);
  });
  reporter.info(`Editing screen: http://localhost:${process.env.PORT ?? 8000}${ADMIN_PATH} (saves to content/)`);
};
