// `npm run serve`: the built site on http://localhost:9000, compressed as a CDN would serve it.
import path from "node:path";
import { startServer } from "./staticServer";

const port = Number(process.env.PORT ?? 9000);

startServer({ root: path.join(__dirname, "..", "public"), port, compress: true }).then(
  ({ url }) => console.log(`Serving public/ at ${url.replace("127.0.0.1", "localhost")} (Ctrl+C to stop)`),
  (error: Error) => {
    // Most often the port is taken: say so in one line rather than a stack trace.
    console.error(`Could not serve public/ on port ${port}: ${error.message}`);
    process.exitCode = 1;
  },
);
