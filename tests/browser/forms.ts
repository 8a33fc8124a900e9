import type { Page } from "@playwright/test";
import contactFile from "../../content/pages/contact.json";
import { guideDeliveryCopy, guideFormCopy } from "../../src/components/forms/GuideForm/guideFormCopy";
import { inDeliveryMode } from "../../src/lib/leads";
import { shown } from "../helpers/contentFixtures";

// The forms the stress gate checks (tests/browser/forms.spec.ts). Register every form of the
// site here; each entry is run through every check in tests/browser/formChecks.ts. Example:
//
//   {
//     path: "/contact/",
//     name: "contact form",
//     fill: async (page) => {
//       await page.getByLabel("Name").fill("Quality Gate Tester");
//       await page.getByLabel("Email").fill("tester@example.com");
//     },
//     submitButton: "Send message",
//     successText: /thanks/i,
//   },
//
// fill() must work before hydration too (plain fills by label), and fill only valid values.
// The form must send through src/hooks/useLeadSubmit.ts, whose FORM_SENT_EVENT the
// checks count.

// The content as the page shows it, with its placeholders filled.
const contact = shown(contactFile);

export interface FormCase {
  /** The page with the form, with its trailing slash. */
  path: string;
  name: string;
  /** Fills every required field with valid values. */
  fill: (page: Page) => Promise<void>;
  /** The accessible name of the submit button. */
  submitButton: string | RegExp;
  /** Text that appears once the form has been sent. */
  successText: string | RegExp;
  /** The visible text that explains the length limit of a long field (default: mentions characters or a limit). */
  limitMessage?: RegExp;
}

export const formCases: FormCase[] = [
  {
    path: "/contact/",
    name: "contact enquiry form",
    fill: async (page) => {
      await page.getByLabel("Full Name").fill("Quality Gate Tester");
      await page.getByLabel("Email Address").fill("tester@example.co.uk");
      await page.getByLabel("Primary Service Interest").selectOption("PPC Management");
    },
    submitButton: contact.form.submitLabel,
    successText: inDeliveryMode(contact.form.thankYou.title),
  },
  {
    path: "/landing/ppc-strategy/",
    name: "PPC guide download form",
    fill: async (page) => {
      await page.getByLabel(guideFormCopy.name).fill("Quality Gate Tester");
      await page.getByLabel(guideFormCopy.email).fill("tester@example.co.uk");
    },
    submitButton: guideFormCopy.submit("guide"),
    successText: inDeliveryMode(guideDeliveryCopy).thanksTitle,
  },
];
