/** @jest-environment node */
import http from "node:http";
import { requestRebuild } from "../rebuild";

// The daily rebuild against a deploy hook played on 127.0.0.1: one POST when set, nothing when not, and a failed
// run (which the host's cron log shows) when the hook refuses or the setting cannot be a hook. On workerd, run by
// the Worker's own cron trigger: tests/postbuild/edge.test.ts.

let hook: { url: string; posts: string[]; status: number; close: () => Promise<void> };

beforeAll(async () => {
  const posts: string[] = [];
  const server = http.createServer((request, response) => {
    posts.push(`${request.method} ${request.url}`);
    response.writeHead(hook.status, { "Content-Type": "application/json" }).end('{"success":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  hook = {
    url: `http://127.0.0.1:${address.port}`,
    posts,
    status: 200,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});

afterAll(() => hook.close());

beforeEach(() => {
  hook.posts.length = 0;
  hook.status = 200;
});

describe("requestRebuild", () => {
  it("POSTs to the deploy hook once", async () => {
    await expect(requestRebuild({ DEPLOY_HOOK_URL: `${hook.url}/hooks/abc` })).resolves.toEqual({
      requested: true,
      status: 200,
    });
    expect(hook.posts).toEqual(["POST /hooks/abc"]);
  });

  it("is off, and sends nothing, without DEPLOY_HOOK_URL", async () => {
    for (const env of [{}, { DEPLOY_HOOK_URL: "" }, { DEPLOY_HOOK_URL: "  " }]) {
      await expect(requestRebuild(env)).resolves.toEqual({
        requested: false,
        reason: "DEPLOY_HOOK_URL is not set: the daily rebuild is off",
      });
    }
    expect(hook.posts).toEqual([]);
  });

  it("fails the run, saying why, when the hook refuses", async () => {
    hook.status = 404;
    await expect(requestRebuild({ DEPLOY_HOOK_URL: `${hook.url}/hooks/deleted` })).rejects.toThrow(
      "The deploy hook answered 404: no rebuild today",
    );
  });

  it("refuses a setting that is not a hook's https address", async () => {
    await expect(requestRebuild({ DEPLOY_HOOK_URL: "api.cloudflare.com/hooks/abc" })).rejects.toThrow(
      "DEPLOY_HOOK_URL is not a URL: copy the deploy hook's whole address, starting https://",
    );
    await expect(requestRebuild({ DEPLOY_HOOK_URL: "http://example.com/hooks/abc" })).rejects.toThrow(
      "DEPLOY_HOOK_URL must start https://: the hook's address is its only credential",
    );
    expect(hook.posts).toEqual([]);
  });
});
