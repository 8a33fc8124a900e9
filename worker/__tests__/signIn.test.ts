/** @jest-environment node */
import { finishSignIn, startSignIn } from "../signIn";
import { builtAssets } from "./assets";

// What the sign-in routes answer before any exchange with GitHub: off until the OAuth app's ID and secret are set,
// GET only. The round trip itself, on workerd against a stand-in for GitHub: tests/postbuild/edge.test.ts.

const at = (path: string, init?: RequestInit) => new Request(`https://www.kitelight.co.uk${path}`, init);

describe("the editing screen's sign-in", () => {
  it("is off, saying what it needs, until both of the OAuth app's settings are set", async () => {
    const ASSETS = builtAssets();
    for (const env of [
      { ASSETS },
      { ASSETS, GITHUB_CLIENT_ID: "Iv1.x" },
      { ASSETS, GITHUB_CLIENT_ID: "Iv1.x", GITHUB_CLIENT_SECRET: " " },
    ]) {
      for (const route of [startSignIn, finishSignIn]) {
        const response = await route(at("/api/auth?provider=github"), env);
        expect(response.status).toBe(503);
        expect(await response.text()).toBe(
          "Sign-in to the editing screen is not set up: the site needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.",
        );
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    }
  });

  it("answers GET only", async () => {
    const env = { ASSETS: builtAssets(), GITHUB_CLIENT_ID: "Iv1.x", GITHUB_CLIENT_SECRET: "s" };
    const response = await startSignIn(at("/api/auth", { method: "POST" }), env);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });

  it("offers GitHub only", async () => {
    const env = { ASSETS: builtAssets(), GITHUB_CLIENT_ID: "Iv1.x", GITHUB_CLIENT_SECRET: "s" };
    const response = await startSignIn(at("/api/auth?provider=gitlab"), env);
    expect(response.status).toBe(400);
  });
});
