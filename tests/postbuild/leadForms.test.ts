/**
 * @jest-environment node
 */
import { HONEYPOT_FIELD, LEAD_FIELDS, TURNSTILE_FIELD } from "../../src/lib/leads";
import { builtPages, documentFor } from "../helpers/builtSite";

// Every field a built lead form posts is one the receiver passes on to the team (LEAD_FIELDS, which keeps no
// other), or one it reads and keeps to itself: so no field a form asks for is dropped on its way.

const forms = builtPages()
  .filter((page) => !page.isAlias)
  .flatMap((page) =>
    [...documentFor(page.urlPath).querySelectorAll("form")]
      .filter((form) => form.querySelector('input[name="form"]'))
      .map((form) => ({ page: page.urlPath, form })),
  );

it("finds the lead forms: the contact page's and every guide's", () => {
  expect(forms.map(({ page }) => page)).toContain("/contact/");
  expect(forms.filter(({ form }) => form.querySelector('input[name="form"][value="guide"]')).length).toBeGreaterThan(5);
});

it("posts only fields the receiver passes on, or reads for itself", () => {
  const known = new Set<string>([...LEAD_FIELDS, HONEYPOT_FIELD, TURNSTILE_FIELD]);
  const unknown = forms.flatMap(({ page, form }) =>
    [...form.querySelectorAll("[name]")]
      .map((control) => control.getAttribute("name") ?? "")
      .filter((name) => !known.has(name))
      .map((name) => `${page}: ${name}`),
  );
  expect(unknown).toEqual([]);
});
