import type { GatsbyNode } from "gatsby";
import sirv from "sirv";
import { ADMIN_PATH, buildAdmin } from "./buildAdmin";
import { editableFolders, LOCAL_BACKEND_PATH, localBackend } from "./localBackend";
import { localOnlyOnNextListen } from "./localOnly";

// `gatsby develop` serves the editing screen at /admin/ beside the live site, and answers only the editor's own
// browser on this machine (localOnly.ts). Under `npm run cms` (scripts/cms.ts, which sets CMS_LOCAL_BACKEND),
// /api/v1 on this same origin is Decap's local backend: the screen's config asks for it there
// (local_backend.url), so saving writes the file in content/ and the live site shows the change a moment later.

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter, store }) => {
  const { port, host } = (store.getState() as { program: { port: number; host?: string } }).program;
  localOnlyOnNextListen({ port: Number(port), host });
  const root = process.cwd();
  const dir = `${root}/.cache/cms-admin`;
  const { config } = await buildAdmin(dir, `http://localhost:${port}`);
  app.use(ADMIN_PATH, sirv(dir, { dev: true }));
  if (!process.env.CMS_LOCAL_BACKEND) return;
  const folders = editableFolders(config);
  app.post(LOCAL_BACKEND_PATH, await localBackend(root, folders));
  reporter.info(
    `Editing screen: http://localhost:${port}${ADMIN_PATH} (saves to ${folders.map((folder) => `${folder}/`).join(", ")})`,
  );
};
