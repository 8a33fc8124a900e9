/** @jest-environment node */
import http from "node:http";
import { inputsFrom, previewAddress, previewAlias, reportPreview, STATUS_CONTEXT } from "../previewStatus";
import { PREVIEW_STATUS_CONTEXT } from "../../src/lib/preview";

// The status a draft's commit gets once its preview is live, with the workflow's inputs given and both sides played
// on 127.0.0.1: the host's preview (its /preview.json naming the commit it serves, the old one at first) and
// GitHub's statuses API, which records what it is sent.

const SHA = "0123456789abcdef0123456789abcdef01234567";

let server: http.Server;
let base = "";
/** What the preview serves: the commit of its /preview.json after `behind` more requests, and none before. */
const preview = { behind: 0, requests: 0 };
const statuses: Array<{ path: string; authorization?: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/branch/preview.json") {
      preview.requests += 1;
      const commit = preview.requests > preview.behind ? SHA : "an-older-commit";
      return void response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ commit }));
    }
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      statuses.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(201, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  statuses.length = 0;
  preview.requests = 0;
});

const inputs = (overrides: Record<string, string> = {}) =>
  inputsFrom({
    GITHUB_REPOSITORY: "kitelight/website",
    GITHUB_SHA: SHA,
    GITHUB_REF_NAME: "cms/blog/new-article",
    GITHUB_TOKEN: "ghs_workflow",
    GITHUB_API_URL: `${base}/api`,
    PREVIEW_URL: `${base}/branch`,
    ...overrides,
  });
// The test's own clock: every wait passes at once, and counts.
let waits = 0;
const noWait = async () => {
  waits += 1;
};

describe("the preview's status", () => {
  it("is posted under the context the editing screen's config.yml looks for", () => {
    expect(STATUS_CONTEXT).toBe(PREVIEW_STATUS_CONTEXT);
  });

  it("names a branch as the host names its preview", () => {
    expect(previewAlias("cms/blog/New_Article")).toBe("cms-blog-new-article");
    expect(previewAlias("--Draft: pricing page!--")).toBe("draft-pricing-page");
    expect(previewAlias(`cms/blog/${"a".repeat(60)}`)).toHaveLength(48);
    expect(previewAddress("https://{branch}-kitelight-site.example.workers.dev", "cms/blog/x")).toBe(
      "https://cms-blog-x-kitelight-site.example.workers.dev/",
    );
    expect(() => previewAddress("https://preview.example.com", "cms/blog/x")).toThrow(/should have \{branch\}/);
  });

  it("waits until the preview serves the pushed commit, then posts its address as the draft's preview", async () => {
    preview.behind = 3;
    waits = 0;
    const status = await reportPreview(inputs({ PREVIEW_URL: `${base}/{branch}`, GITHUB_REF_NAME: "branch" }), noWait);
    expect(waits).toBe(3);
    expect(status).toEqual({
      state: "success",
      target_url: `${base}/branch/`,
      context: STATUS_CONTEXT,
      description: "Preview of this draft",
    });
    expect(statuses).toEqual([
      { path: `/api/repos/kitelight/website/statuses/${SHA}`, authorization: "Bearer ghs_workflow", body: status },
    ]);
  });

  it("says so, with no address, when the preview never serves the commit in time", async () => {
    preview.behind = Infinity;
    const status = await reportPreview(
      inputs({
        PREVIEW_URL: `${base}/{branch}`,
        GITHUB_REF_NAME: "branch",
        PREVIEW_WAIT_SECONDS: "60",
        PREVIEW_POLL_SECONDS: "15",
      }),
      noWait,
    );
    expect(status).toMatchObject({ state: "error", context: STATUS_CONTEXT });
    expect(status).not.toHaveProperty("target_url");
    expect(statuses.map((posted) => posted.body.state)).toEqual(["error"]);
  });

  it("names what the workflow did not give it", () => {
    expect(() => inputsFrom({ GITHUB_SHA: SHA })).toThrow(
      "previewStatus needs GITHUB_REPOSITORY, GITHUB_REF_NAME, GITHUB_TOKEN, PREVIEW_URL",
    );
  });
});
