import http from "node:http";

// Whether a page reaches the browser in the first round trip of a connection: its response (status line, headers
// and compressed HTML) within TCP's first flight, ten segments of 1,460 bytes, the initial congestion window that
// Lighthouse simulates. Each page carries its CSS inline, pruned to the rules it can use (gatsby/pageCss.ts), and
// waits on no script file. `npm run bench` measures every page this way (a page's weight is the bench's to report,
// not a test's: an editor's longer paragraph must not fail the build).

export const FIRST_FLIGHT_BYTES = 10 * 1460;

const EMAIL_LIFECYCLE =
  "the longest service page: its <main> alone compresses to 6.5 KB, and the chrome, CSS and structured data every " +
  "service page carries take it about 1.1 KB past the first flight";

/** The pages known not to fit, and why (docs/performance.md says the same). */
export const LONGER_THAN_FIRST_FLIGHT: ReadonlyMap<string, string> = new Map([
  ["/services/email-lifecycle/", EMAIL_LIFECYCLE],
  ["/services/marketing-automation/", `${EMAIL_LIFECYCLE} (the same page at its campaign address)`],
]);

/** The bytes of the response to a GET as it travels: status line, headers, blank line and brotli body. */
export function responseBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "br" } }, (response) => {
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => {
          const head = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            head.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
          }
          resolve(Buffer.byteLength(`${head.join("\r\n")}\r\n\r\n`) + body);
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
