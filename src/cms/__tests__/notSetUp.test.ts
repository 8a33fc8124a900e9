/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseHTML } from "linkedom";
import { adminHtml } from "../../../gatsby/cms/buildAdmin";
import { cmsBackend } from "../../../gatsby/cms/backend";
import { missingSetting, showNotSetUp } from "../notSetUp";

// A screen built without CMS_REPO says so in place of signing in, except where the local backend answers (npm run
// cms), which needs no repository. The local backend is played by a server on 127.0.0.1.

const screenPage = (env: NodeJS.ProcessEnv) => parseHTML(adminHtml(cmsBackend(env))).document as unknown as Document;

let server: http.Server;
let origin = "";
let localBackendAnswers = 200;
const asked: string[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      asked.push(`${request.method} ${request.url} ${body}`);
      response.writeHead(localBackendAnswers, { "Content-Type": "application/json" });
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (asked.length = 0));

it("is a GitHub screen with no repository when CMS_REPO is unset, rather than a repository nobody chose", () => {
  expect(cmsBackend({}).settings).not.toHaveProperty("repo");
  expect(cmsBackend({}).unset).toBe("CMS_REPO");
  expect(cmsBackend({ CMS_REPO: "agency/site" })).toMatchObject({ settings: { repo: "agency/site" } });
  expect(cmsBackend({ CMS_REPO: "agency/site" })).not.toHaveProperty("unset");
  expect(() => cmsBackend({ CMS_REPO: "agency" })).toThrow('CMS_REPO should be owner/name, not "agency"');
});

it("says what is missing where no local backend answers, and opens as usual where one does", async () => {
  localBackendAnswers = 404;
  await expect(missingSetting(screenPage({}), origin)).resolves.toBe("CMS_REPO");
  expect(asked).toEqual(['POST /api/v1 {"action":"info"}']);
  localBackendAnswers = 200;
  await expect(missingSetting(screenPage({}), origin)).resolves.toBeUndefined();
  // Nothing to ask when the build had its repository.
  asked.length = 0;
  await expect(missingSetting(screenPage({ CMS_REPO: "agency/site" }), origin)).resolves.toBeUndefined();
  expect(asked).toEqual([]);
});

it("shows the editor what is missing and who sets it where, in place of the screen", () => {
  const page = screenPage({});
  showNotSetUp("CMS_REPO", page);
  expect(page.querySelector("h1")?.textContent).toBe("The editing screen is not set up yet");
  expect(page.body.textContent).toContain("built without CMS_REPO, the GitHub repository the screen saves to");
  expect(page.body.textContent).toContain("step 5 of the checklist in docs/deploying.md");
});
