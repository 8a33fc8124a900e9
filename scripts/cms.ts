import { spawn } from "node:child_process";
import path from "node:path";

// `npm run cms`: the editing screen on this machine, with no account. Runs `gatsby develop`, which serves the live
// site at http://localhost:8000/ and the editing screen at http://localhost:8000/admin/, with Decap's local backend
// at /api/v1 of the same origin (gatsby/cms/devServer.ts). A save in the screen writes the file in content/; the
// site shows the change a moment later. The server answers only pages of its own origin on this machine, and the
// backend reads and writes only content/ and the media folders (gatsby/cms/localOnly.ts, localBackend.ts).

const root = path.join(__dirname, "..");
const sitePort = process.env.PORT ?? "8000";

const gatsby = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", "--port", sitePort], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_LOCAL_BACKEND: "1" },
});
gatsby.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => gatsby.kill(signal));
console.log(`\nEditing screen: http://localhost:${sitePort}/admin/ (ready once Gatsby says the site is running)\n`);
