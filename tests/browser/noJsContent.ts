import type { Locator, Page } from "@playwright/test";
import searchPage from "../../content/pages/search.json";

// Content that must be shown before (or without) the page's JavaScript, beyond what every page is checked
// for (its h1, its main content and the site navigation): tests/browser/sweep.spec.ts.
// Append an entry for each list a page must show in full, e.g.
//
//   { path: "/glossary/", name: "all 18 glossary terms", count: 18,
//     items: (page) => page.getByRole("main").locator("dl > div > dt") },

export interface NoJsContent {
  /** The page, with its trailing slash. */
  path: string;
  name: string;
  /** How many items must be visible. */
  count: number;
  items: (page: Page) => Locator;
}

const listItems = (page: Page) => page.locator("main li[id]").filter({ has: page.locator("h3") });

export const noJsContent: NoJsContent[] = [
  { path: "/glossary/", name: "all 18 glossary terms", count: 18, items: listItems },
  { path: "/playbooks/", name: "all 6 playbooks", count: 6, items: listItems },
  {
    path: "/search/",
    name: "the sections to browse instead of searching",
    count: searchPage.browse.links.length,
    items: (page) => page.locator("#sections li"),
  },
];
