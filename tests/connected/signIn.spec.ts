import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startGitHubOAuth } from "../helpers/edge";
import { gitHubStandIn } from "../helpers/gitHubApi";
import { ROOT_DIR } from "../helpers/paths";

// The editing screen on the host's runtime (workerd, the site's Worker) signs in with GitHub in a real browser:
// the screen's "Login with GitHub" opens its popup at the site's /api/auth, which passes through GitHub's authorize
// page (a stand-in on 127.0.0.1 that signs in at once) and back to /api/auth/callback, which hands the token to the
// screen. /admin/'s opener policy must let the popup answer. GitHub's API is played by the test (page.route,
// tests/helpers/gitHubApi.ts) over the repository's own content/: the screen shows its collections, signed in, and
// an editor's change is saved as the editorial workflow saves a draft: a commit on a branch of its own, and a pull
// request labelled as a draft.
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

test("an editor signs in to /admin/ with GitHub through the site's own Worker, and saves a draft as a pull request", async ({
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
  const gitHub = await gitHubStandIn(page, ROOT_DIR);
  const opened = await page.goto("/admin/");
  expect(opened?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");

  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: /Login with GitHub/i }).click({ timeout: 60_000 });
  const signIn = await popup;
  // The popup passes through GitHub's stand-in and closes itself once it has handed the token over: on a busy
  // machine, that may be before the test gets to wait for it.
  if (!signIn.isClosed()) await signIn.waitForEvent("close", { timeout: 60_000 });
  expect(github.exchanges).toEqual([
    expect.objectContaining({ client_id: "Iv1.test", redirect_uri: `${origin}/api/auth/callback` }),
  ]);
  // Signed in: the screen lists the site's collections, and asks GitHub's API with the token the Worker got.
  await expect(page.getByRole("link", { name: "Blog articles" }).first()).toBeVisible({ timeout: 60_000 });
  expect(new Set(gitHub.tokens)).toEqual(new Set([expect.stringMatching(/^token gho_token_for_code-\d+$/)]));

  // An editor changes a service page's hero title and saves a draft.
  const file = "content/services/paid-advertising.json";
  const before = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, file), "utf8")) as { hero: { title: string } };
  await page.goto("/admin/#/collections/services/entries/paid-advertising");
  const heroTitle = page.locator(`input[value="${before.hero.title}"]`);
  await expect(heroTitle).toHaveCount(1, { timeout: 60_000 });
  const changed = "Paid advertising that earns its keep";
  await heroTitle.fill(changed);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(() => gitHub.writes.map(({ method, path: at }) => `${method} ${at}`), { timeout: 30_000 })
    .toEqual([
      "POST /git/blobs",
      "POST /git/trees",
      "POST /git/commits",
      "POST /git/refs",
      "POST /pulls",
      "PUT /issues/1/labels",
    ]);
  const [blob, tree, commit, ref, pull, labels] = gitHub.writes;
  // The file as it was, but for the one field, on a branch of its own, proposed for the main branch as a draft.
  const saved = gitHub.blobs.get(
    (tree!.body.tree as Array<{ path: string; sha: string }>).find((entry) => entry.path === file)!.sha,
  );
  expect(JSON.stringify(JSON.parse(saved!))).toBe(
    JSON.stringify({ ...before, hero: { ...before.hero, title: changed } }),
  );
  expect(blob!.body.encoding).toBe("base64");
  expect(commit!.body.message).toMatch(/paid-advertising/);
  expect(ref!.body.ref).toBe("refs/heads/cms/services/paid-advertising");
  expect(pull!.body).toMatchObject({ base: "main", head: expect.stringMatching(/:cms\/services\/paid-advertising$/) });
  expect(labels!.body.labels).toEqual([expect.stringMatching(/draft$/)]);
});
