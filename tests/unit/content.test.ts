/** @jest-environment node */
import { readContent } from "../../gatsby/content/readContent";
import { parsedContent } from "../helpers/contentFixtures";

// House rules for content/ that the content check (gatsby/content/check.ts, which reads every file against its
// schema, follows every reference and link, and is tested in gatsby/content/__tests__/) does not make. Each is
// about where something lives or how a page is built, not about its wording.

const { files } = readContent();
const site = parsedContent("SiteFacts", "site.json");

describe("content/", () => {
  it("writes the brand name only in site.json, which every page reads it from", () => {
    const brand = new RegExp(site.brand, "i");
    const writers = files
      .filter((file) => file.file !== "site.json")
      .filter((file) => brand.test(JSON.stringify(file.data)) || brand.test(file.body ?? ""))
      .map((file) => file.file);
    expect(writers).toEqual([]);
  });

  it("leaves the page's one h1 to its template: markdown bodies start their headings at ##", () => {
    const markdown = files.filter((file) => file.body !== undefined);
    expect(markdown.length).toBeGreaterThan(0);
    expect(markdown.filter((file) => /^# /m.test(file.body ?? "")).map((file) => file.file)).toEqual([]);
    for (const file of markdown.filter((entry) => entry.file.startsWith("legal/"))) expect(file.body).toMatch(/^## /m);
  });

  // Copy for regulated sectors (legal, dental, healthcare) is checked by a compliance reviewer (content/README.md);
  // the page shows when, so a reader and the next reviewer can tell how current it is.
  it.each(
    files
      .map((file) => file.file)
      .filter((file) => /^(industries\/(legal-firms|dental-practices|healthcare)|campaign-pages\/law-firm)/.test(file)),
  )("%s, a regulated sector's page, says when it was last reviewed", (file) => {
    expect(parsedContent("MarketingPage", file).lastReviewed).toBeDefined();
  });

  it("offers every playbook through a lead-magnet landing page", () => {
    const playbooks = parsedContent("PlaybooksPage", "pages/playbooks.json").playbooks.items;
    for (const slug of playbooks) expect(parsedContent("LandingPage", `landing/${slug}.json`).guide.name).toBeTruthy();
  });
});
