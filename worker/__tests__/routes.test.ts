/** @jest-environment node */
import { AUTH_CALLBACK, AUTH_START, SECURITY_HEADERS } from "../../src/lib/siteWorker";
import { OBJECTION_PATH } from "../../src/lib/experiments";
import { NO_SITE } from "../site";
import { answer, ROUTES, type Env } from "../routes";
import { builtAssets, SITE } from "./assets";

// What the Worker answers itself carries the site's security headers, as its files do (public/_headers), and no
// route takes anything without the build's list of the site's own address.

const context = { waitUntil: () => undefined };
const at = (path: string, init?: RequestInit) => new Request(`${SITE}${path}`, init);
const env = (more: Partial<Env> = {}): Env => ({ ASSETS: builtAssets(), ...more });
/** A request to each route, as its callers make it. */
const REQUESTS: Record<string, () => Request> = {
  "/api/leads": () => at("/api/leads", { method: "POST", headers: { Origin: SITE }, body: "{}" }),
  [AUTH_START]: () => at(`${AUTH_START}?provider=github&scope=repo`),
  [AUTH_CALLBACK]: () => at(`${AUTH_CALLBACK}?code=x&state=y`),
  [OBJECTION_PATH]: () => at(`${OBJECTION_PATH}?choice=out`),
};

describe("the Worker's own answers", () => {
  it("are asked of every route here", () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(REQUESTS))("carry the site's security headers on %s", async (path) => {
    const response = await answer(
      REQUESTS[path]!(),
      env({ GITHUB_CLIENT_ID: "Iv1.x", GITHUB_CLIENT_SECRET: "s" }),
      context,
    );
    const popup = path === AUTH_START || path === AUTH_CALLBACK;
    for (const [name, value] of SECURITY_HEADERS) {
      if (name === "Cross-Origin-Opener-Policy" && popup) {
        // The sign-in's popup goes through GitHub's pages and must still reach the screen that opened it.
        expect(response.headers.get(name)).toBeNull();
      } else if (name === "Referrer-Policy" && popup) {
        // The sign-in's own, stricter: its addresses carry the state and GitHub's code.
        expect(response.headers.get(name)).toBe("no-referrer");
      } else {
        expect([path, name, response.headers.get(name)]).toEqual([path, name, value]);
      }
    }
  });

  it.each(Object.keys(REQUESTS))("take nothing at %s without the build's list of the site's address", async (path) => {
    const missing = { fetch: async () => new Response("Not found", { status: 404 }) };
    const response = await answer(
      REQUESTS[path]!(),
      env({ ASSETS: missing, GITHUB_CLIENT_ID: "Iv1.x", GITHUB_CLIENT_SECRET: "s" }),
      context,
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(NO_SITE);
  });

  it("leave every other path to the site's files, as they are", async () => {
    const file = new Response("<h1>About</h1>", { headers: { "Content-Type": "text/html" } });
    const response = await answer(at("/about/"), env({ ASSETS: { fetch: async () => file } }), context);
    expect(response).toBe(file);
  });
});
