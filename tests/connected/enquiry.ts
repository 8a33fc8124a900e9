import type { Page } from "@playwright/test";

// What the leads' tests type into the contact form, in one place.

export const ENQUIRY = {
  name: "Ada Lovelace",
  email: "ada@example.co.uk",
  service: "SEO Services",
  message: "More qualified leads from search.",
};

/** Fills the contact form's required fields with ENQUIRY. */
export async function fillEnquiry(page: Page): Promise<void> {
  await page.getByLabel("Full Name").fill(ENQUIRY.name);
  await page.getByLabel("Email Address").fill(ENQUIRY.email);
  await page.getByLabel("Primary Service Interest").selectOption(ENQUIRY.service);
  await page.getByLabel("Tell Us About Your Goals").fill(ENQUIRY.message);
}
