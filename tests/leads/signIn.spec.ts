import { expect, test, type Page, type Route } from "@playwright/test";
import { startGitHubOAuth } from "../helpers/edge";

// The editing screen on the host's runtime (workerd, the site's Worker) signs in with GitHub in a real browser:
// the screen's "Login with GitHub" opens its popup at the site's /api/auth, which passes through GitHub's authorize
// page (a stand-in on 127.0.0.1 that signs in at once) and back to /api/auth/callback, which hands the token to the
// screen. /admin/'s opener policy must let the popup answer. GitHub's API, which the screen asks who signed in and
// whether they may write to the repository, is played by the test (page.route): the screen then shows its
// collections, signed in.
//
// The screen's config.yml names the site's address (www.kitelight.co.uk) as the place to sign in; here the site
// answers at 127.0.0.1, listed in CMS_ALLOWED_ORIGINS, and the config is read with that address in its place.

const { GITHUB_OAUTH_ORIGIN: oauthOrigin, CMS_ALLOWED_ORIGINS: allowed } = process.env;
if (!oauthOrigin || !allowed) {
  throw new Error("GITHUB_OAUTH_ORIGIN or CMS_ALLOWED_ORIGINS is not set: run these tests through scripts/test.sh");
}

let github: Awaited<ReturnType<typeof startGitHubOAuth>>;
test.beforeAll(async () => {
  github = await startGitHubOAuth(Number(new URL(oauthOrigin).port));
});
test.afterAll(() => github?.close());

/** GitHub's API as the screen first asks it: who is signed in, and may they push to the repository. */
async function gitHubApi(page: Page): Promise<string[]> {
  const tokens: string[] = [];
  await page.route("https://api.github.com/**", async (route: Route) => {
    const url = new URL(route.request().url());
    tokens.push(route.request().headers().authorization ?? "");
    if (url.pathname === "/user") {
      return route.fulfill({ json: { login: "ada-editor", name: "Ada Editor", avatar_url: "/icons/icon-192.png" } });
    }
    if (/^\/repos\/[\w.-]+\/[\w.-]+$/.test(url.pathname)) {
      const [owner] = url.pathname.split("/").slice(2);
      return route.fulfill({
        json: {
          full_name: url.pathname.slice(7),
          owner: { login: owner },
          permissions: { admin: false, push: true, pull: true },
        },
      });
    }
    // The entries themselves are not this test's: an empty folder for each collection.
    return route.fulfill({ status: 404, json: { message: "Not Found" } });
  });
  return tokens;
}

test("an editor signs in to /admin/ with GitHub through the site's own Worker, and the screen opens signed in", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  expect(allowed.split(",")).toContain(origin);
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const config = await response.text();
    expect(config).toMatch(/^ {2}auth_endpoint: api\/auth$/m);
    await route.fulfill({ response, body: config.replace(/^( {2}base_url: ).*$/m, `$1${origin}`) });
  });
  const tokens = await gitHubApi(page);
  const opened = await page.goto("/admin/");
  expect(opened?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");

  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /Login with GitHub/i }).click({ timeout: 60_000 });
  const signIn = await popup;
  // The popup passes through GitHub's stand-in and closes itself once it has handed the token over.
  await signIn.waitForEvent("close", { timeout: 30_000 });
  expect(github.exchanges).toEqual([
    expect.objectContaining({ client_id: "Iv1.test", redirect_uri: `${origin}/api/auth/callback` }),
  ]);
  // Signed in: the screen lists the site's collections, and asked GitHub's API with the token the Worker got.
  await expect(page.getByRole("link", { name: "Blog articles" }).first()).toBeVisible({ timeout: 60_000 });
  expect(tokens.length).toBeGreaterThan(0);
  expect(new Set(tokens)).toEqual(new Set([expect.stringMatching(/^token gho_token_for_code-\d+$/)]));
});
