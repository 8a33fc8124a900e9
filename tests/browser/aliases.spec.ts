import { waitForHydration } from "./support/browser";
import { expect, test } from "./support/test";
import { aliases, expectedH1 } from "./support/site";

// An alias is a prerendered copy of its primary page (canonical, CSP hash and sitemap exclusion are checked
// after the build, in tests/postbuild). In the browser it is loaded once: it must show its primary's page,
// hydrate under its own CSP, and stay at its own address.

for (const alias of aliases) {
  test(`${alias.urlPath} shows ${alias.primaryPath} and hydrates without errors`, async ({
    reused: { page, watched },
  }) => {
    watched.reset();
    const response = await page.goto(alias.urlPath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveText(expectedH1(alias.primaryPath));
    expect(new URL(page.url()).pathname).toBe(alias.urlPath);
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
    expect(watched.externalRequests).toEqual([]);
  });
}
