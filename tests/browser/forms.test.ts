import path from "node:path";
import type { Browser } from "playwright-core";
import { startServer } from "../../scripts/staticServer";
import { baseUrl, launchBrowser } from "./browser";
import { FORM_CHECKS } from "./formChecks";
import { formCases, type FormCase } from "./forms";

// Gate 7: every form registered in tests/browser/forms.ts under stress. The checks themselves
// are proven on a fixture form (tests/browser/fixtures/form/) with each defect planted in turn.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe("the form registry", () => {
  it("lists well-formed entries, at most one per form", () => {
    for (const form of formCases) {
      expect(form.path).toMatch(/^\/([a-z0-9-]+\/)*$/);
      expect(typeof form.fill).toBe("function");
      expect(["string", "object"]).toContain(typeof form.submitButton);
      expect(form.successText).toBeTruthy();
    }
    const names = formCases.map((form) => `${form.path} ${form.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

const cases = formCases.flatMap((form) => Object.entries(FORM_CHECKS).map(([check, run]) => ({ form, check, run })));

if (cases.length > 0) {
  describe("registered forms", () => {
    it.each(cases.map((c) => [`${c.form.name} (${c.form.path}) ${c.check}`, c] as const))(
      "%s",
      async (_, { form, run }) => {
        expect(await run(browser, baseUrl(), form)).toEqual([]);
      },
    );
  });
}

describe("the checks, on a fixture form", () => {
  let fixture: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    fixture = await startServer({ root: path.join(__dirname, "fixtures", "form") });
  });

  afterAll(() => fixture.close());

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

  it("pass on a form without defects", async () => {
    const problems = [];
    for (const run of Object.values(FORM_CHECKS)) problems.push(...(await run(browser, fixture.url, fixtureForm("/"))));
    expect(problems).toEqual([]);
  });

  it.each([
    ["double", FORM_CHECKS["sends exactly once on a double-click or repeated Enter"], /sent [2-9] times/],
    [
      "controlled",
      FORM_CHECKS["keeps text typed before hydration, and goes nowhere if submitted then"],
      /hydration changed what was typed/,
    ],
    ["nocap", FORM_CHECKS["caps a 10,000-character paste with a visible message"], /not capped/],
    [
      "html",
      FORM_CHECKS["shows emoji, right-to-left text and script payloads as plain text"],
      /dialog opened|became markup/,
    ],
  ] as const)("fail on the planted defect %s", async (defect, run, expected) => {
    const problems = await run(browser, fixture.url, fixtureForm(`/?defect=${defect}`));
    expect(problems.join("\n")).toMatch(expected);
  });

  it("fail when a form submits without JavaScript (to a 404, with the fields in the URL)", async () => {
    const problems = await FORM_CHECKS["with JavaScript off, never reaches a 404 or puts a field value in the URL"](
      browser,
      fixture.url,
      fixtureForm("/enabled.html"),
    );
    expect(problems.join("\n")).toMatch(/reached a 404/);
    expect(problems.join("\n")).toMatch(/field values in the URL/);
  });
});
