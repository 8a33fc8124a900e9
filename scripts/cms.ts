import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

// `npm run cms`: the editing screen on this machine, with no account. Starts Decap's local backend
// (decap-server, which reads and writes the files in content/) and `gatsby develop`, which serves the live site
// at http://localhost:8000/ and the editing screen at http://localhost:8000/admin/ (gatsby/cms/devServer.ts).
// A save in the screen writes the file in content/; the site shows the change a moment later. Ctrl-C stops both.

const root = path.join(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081";
const sitePort = process.env.PORT ?? "8000";

const children: ChildProcess[] = [];
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
  return child;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

// decap-server saves straight to the working tree (MODE=fs); listening on localhost only.
run(bin("decap-server"), [], { PORT: decapPort, MODE: "fs", BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: root });
run(bin("gatsby"), ["develop", "--port", sitePort], {
  GATSBY_TELEMETRY_DISABLED: "1",
  DECAP_SERVER_PORT: decapPort,
});
console.log(`\nEditing screen: http://localhost:${sitePort}/admin/ (ready once Gatsby says the site is running)\n`);
