/** @jest-environment node */
import http from "node:http";
import { report, settingsOf } from "../experiments";

// `npm run experiments` against Plausible's Stats API played on 127.0.0.1: the stand-in answers each query with
// visitors by variant, of the experiment's events or of its goal's alone, as the test sets them, and records what
// it was asked. The experiment is content/experiments/home-call-to-action.json: 2.4% now, a 25% lift worth
// detecting, so 11,455 visitors a variant.

let server: http.Server;
let base = "";
const asked: Array<{ authorization?: string; body: Record<string, unknown> }> = [];
/** Visitors of each variant, and how many of them converted. */
let counts: Record<string, [visitors: number, converted: number]> = {};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const query = JSON.parse(body) as { filters: unknown[][] };
      asked.push({ authorization: request.headers.authorization, body: query });
      if (request.url !== "/api/v2/query") return void response.writeHead(404).end("no such endpoint");
      if (request.headers.authorization !== "Bearer test-key")
        return void response.writeHead(401).end("Invalid API key");
      const goal = query.filters.some((filter) => filter[1] === "event:goal");
      const results = Object.entries(counts).map(([variant, [visitors, converted]]) => ({
        dimensions: [variant],
        metrics: [goal ? converted : visitors],
      }));
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (asked.length = 0));

const settings = () => settingsOf({ PLAUSIBLE_API_KEY: "test-key", PLAUSIBLE_STATS_URL: base });

it("asks for each variant's visitors, and those who made the experiment's conversion, over the days it has run", async () => {
  counts = { control: [100, 3], "book-a-free-call": [100, 4] };
  await report(settings(), "2026-12-15");
  expect(asked).toHaveLength(2);
  for (const { authorization, body } of asked) {
    expect(authorization).toBe("Bearer test-key");
    expect(body).toMatchObject({
      site_id: "www.kitelight.co.uk",
      metrics: ["visitors"],
      date_range: ["2026-12-01", "2026-12-15"],
      dimensions: ["event:props:variant"],
    });
  }
  expect(asked.map(({ body }) => body.filters)).toEqual([
    [["is", "event:props:experiment", ["home-call-to-action"]]],
    [
      ["is", "event:props:experiment", ["home-call-to-action"]],
      ["is", "event:goal", ["enquiry"]],
    ],
  ]);
});

it("prints each variant's rate with its interval and progress, and says not yet before the sample size, however clear", async () => {
  counts = { control: [6000, 144], "book-a-free-call": [6000, 300] };
  const text = await report(settings(), "2026-12-20");
  expect(text).toContain(
    "control: 6,000 visitors, 144 conversions, 2.40% (95% interval 2.04% to 2.82%); 52% of 11,455",
  );
  expect(text).toContain(
    "book-a-free-call: 6,000 visitors, 300 conversions, 5.00% (95% interval 4.48% to 5.58%); 52% of 11,455",
  );
  expect(text).toContain("Not yet: every variant needs 11,455 visitors before anything can be concluded");
  expect(text).not.toMatch(/Winner/);
});

it("names the winner once every variant has its sample size, and says when there is no difference", async () => {
  counts = { control: [11455, 275], "book-a-free-call": [11500, 360] };
  expect(await report(settings(), "2027-01-20")).toMatch(
    /Winner: "Book a Free Call" \(book-a-free-call\), p = 0\.00\d\d\. Make it the page's copy \(hero\.primaryCta\.label\)/,
  );
  counts = { control: [11455, 275], "book-a-free-call": [11455, 290] };
  expect(await report(settings(), "2027-01-20")).toContain("No difference detected");
});

it("says an experiment that ended short of its sample size has no conclusion", async () => {
  counts = { control: [9000, 200], "book-a-free-call": [9000, 320] };
  const text = await report(settings(), "2027-03-10");
  expect(text).toContain("Ended before every variant had 11,455 visitors: no conclusion");
  expect(asked[0]!.body.date_range).toEqual(["2026-12-01", "2027-02-26"]);
});

it("reads nothing without a key, and says so", async () => {
  const text = await report(settingsOf({ PLAUSIBLE_STATS_URL: base }), "2026-12-15");
  expect(asked).toHaveLength(0);
  expect(text).toContain("PLAUSIBLE_API_KEY is not set, so no counts were read");
});

it("says what the service answered when it refuses the key", async () => {
  await expect(
    report(settingsOf({ PLAUSIBLE_API_KEY: "wrong", PLAUSIBLE_STATS_URL: base }), "2026-12-15"),
  ).rejects.toThrow("The Stats API answered 401 for home-call-to-action: Invalid API key");
});
