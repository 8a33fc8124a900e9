import http from "node:http";
import type { AddressInfo } from "node:net";
import { cmsBackend } from "../../gatsby/cms/backend";
import { cmsConfig } from "../../gatsby/cms/config";
import { editableFolders, LOCAL_BACKEND_PATH, localBackend } from "../../gatsby/cms/localBackend";
import { localOnly } from "../../gatsby/cms/localOnly";

// The editing screen's local backend over a scratch repository, for its tests (jest and the browser's): the backend
// and the check `npm run cms` puts in front of it (gatsby/cms/devServer.ts), on a port of its own that the system
// hands out.

export interface LocalBackend {
  /** Where the screen's /api/v1 requests go. */
  url: string;
  /** The backend's own origin: the one origin it answers pages of. */
  origin: string;
  stop: () => Promise<void>;
}

export async function startLocalBackend(repo: string): Promise<LocalBackend> {
  const config = cmsConfig({ backend: cmsBackend(), siteUrl: "http://localhost", subFolders: [] });
  const server = http.createServer(await localBackend(repo, editableFolders(config)));
  // The browser tests hand the screen's requests on with Playwright's own client, which keeps connections open and
  // reuses them. Node closes a connection idle for 5 s; a request sent on it in the same moment met a reset
  // (ECONNRESET) on a busy machine. Idle connections stay open, then, until the tests stop the server.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  localOnly(server, { port });
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${LOCAL_BACKEND_PATH}`,
    origin,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
