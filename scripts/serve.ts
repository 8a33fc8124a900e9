// `npm run serve`: the built site on http://localhost:9000, compressed as a CDN would serve it. SITE_ROOT serves
// another build's folder instead of public/ (the forms' delivery tests use it).
import path from "node:path";
import { startServer } from "./staticServer";

const port = Number(process.env.PORT ?? 9000);

const root = process.env.SITE_ROOT || path.join(__dirname, "..", "public");

startServer({ root, port, compress: true }).then(
  ({ url }) =>
    console.log(
      `Serving ${path.relative(process.cwd(), root) || "."} at ${url.replace("127.0.0.1", "localhost")} (Ctrl+C to stop)`,
    ),
  (error: Error) => {
    // Most often the port is taken: say so in one line rather than a stack trace.
    console.error(`Could not serve ${root} on port ${port}: ${error.message}`);
    process.exitCode = 1;
  },
);
