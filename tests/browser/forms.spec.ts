import path from "node:path";
import { startServer } from "../../scripts/staticServer";
import { FORM_CHECKS } from "./formChecks";
import { formCases, type FormCase } from "./forms";
import { BASE_URL } from "./support/browser";
import { expect, test } from "./support/test";

// The forms gate: every form registered in forms.ts through every check in formChecks.ts. The checks
// themselves are proven on a fixture form (fixtures/form/) with each defect planted in turn.

for (const form of formCases) {
  for (const [check, run] of Object.entries(FORM_CHECKS)) {
    test(`${form.name} (${form.path}) ${check}`, async ({ browser }) => {
      expect(await run(browser, BASE_URL, form)).toEqual([]);
    });
  }
}

test.describe("the checks, on a fixture form", () => {
  // A check run on a planted defect waits out what never comes (a success message the defect breaks, say) on top
  // of its steps: beside a build on two cores that passed 60 s once, so these get twice the default.
  test.describe.configure({ timeout: 120_000 });

  let fixture: Awaited<ReturnType<typeof startServer>>;

  test.beforeAll(async () => {
    fixture = await startServer({ root: path.join(__dirname, "fixtures", "form") });
  });

  test.afterAll(() => fixture.close());

  const fixtureForm = (page: string): FormCase => ({
    path: page,
    name: "fixture",
    fill: async (p) => {
      await p.getByLabel("Name").fill("Quality Gate Tester");
      await p.getByLabel("Email").fill("tester@example.com");
      await p.getByLabel("Message").fill("Hello there");
    },
    submitButton: "Send message",
    successText: /Thanks, .*We will be in touch/,
  });

  test("pass on a form without defects", async ({ browser }) => {
    const problems = [];
    for (const run of Object.values(FORM_CHECKS)) problems.push(...(await run(browser, fixture.url, fixtureForm("/"))));
    expect(problems).toEqual([]);
  });

  for (const [defect, check, expected] of [
    ["double", "sends exactly once on a double-click or repeated Enter", /sent [2-9] times/],
    [
      "controlled",
      "keeps text typed before hydration, and goes nowhere if submitted then",
      /hydration changed what was typed/,
    ],
    ["nocap", "caps a 10,000-character paste with a visible message", /not capped/],
    ["html", "shows emoji, right-to-left text and script payloads as plain text", /dialog opened|became markup/],
  ] as const) {
    test(`fail on the planted defect ${defect}`, async ({ browser }) => {
      const problems = await FORM_CHECKS[check](browser, fixture.url, fixtureForm(`/?defect=${defect}`));
      expect(problems.join("\n")).toMatch(expected);
    });
  }

  test("fail when a form submits without JavaScript (to a 404, with the fields in the URL)", async ({ browser }) => {
    const check = FORM_CHECKS["with JavaScript off, never reaches a 404 or puts a field value in the URL"];
    const problems = (await check(browser, fixture.url, fixtureForm("/enabled.html"))).join("\n");
    expect(problems).toMatch(/reached a 404/);
    expect(problems).toMatch(/field values in the URL/);
  });
});
