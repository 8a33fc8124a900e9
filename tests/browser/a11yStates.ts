import type { Page } from "@playwright/test";
import { TOPIC_LABEL } from "../../src/components/forms/EnquiryForm/enquiryCopy";
import { ADDRESS_FULL_NOTE } from "../../src/components/tools/ToolPanel/toolCopy";
import { searchCopy } from "../../src/lib/siteSearch";

// States of a page that the sweep (tests/browser/sweep.spec.ts) checks with axe besides the page as it loads.
// Append a state for anything that changes what is on screen: a filter, a tab, an open disclosure. Example:
//
//   { path: "/glossary/", name: "filtered to SEO", viewport: "desktop",
//     action: async (page) => { await page.getByRole("button", { name: "SEO" }).click(); } },
//
// The action runs after hydration, with the page loaded at `path` and the given viewport. The header's
// menus are checked on the chrome pages (tests/browser/chrome.spec.ts); forms have their own registry
// (tests/browser/forms.ts).

export interface A11yState {
  /** The page, with its trailing slash. */
  path: string;
  name: string;
  /** Desktop (1440x900) unless said otherwise. */
  viewport?: "phone" | "desktop";
  action: (page: Page) => Promise<void>;
  /** A CSS selector to limit axe to the part of the page the state changes (default: the whole page). */
  scope?: string;
}

export const a11yStates: A11yState[] = [
  // Each filter state of the glossary and playbooks: a search, a category, and the empty state.
  ...(
    [
      ["/glossary/", "Search terms", "SEO"],
      ["/playbooks/", "Search playbooks", "E-commerce"],
    ] as const
  ).flatMap(([path, searchLabel, category]): A11yState[] => [
    {
      path,
      name: "search narrowed",
      scope: "main",
      action: async (page) => page.getByLabel(searchLabel).fill("conversion"),
    },
    {
      path,
      name: `${category} category`,
      scope: "main",
      action: async (page) => page.getByRole("button", { name: category, exact: true }).click(),
    },
    {
      path,
      name: "empty state",
      scope: "main",
      viewport: "phone",
      action: async (page) => page.getByLabel(searchLabel).fill("zzzz no match"),
    },
  ]),
  {
    path: "/tools/seo-estimator/",
    name: "an import with problem lines, too long for the page address",
    scope: "#tool",
    action: async (page) => {
      const refused = Array.from({ length: 7 }, (_, i) => `歯医者 ${i},many,3`);
      const japanese = Array.from({ length: 50 }, (_, i) => `${"東京の歯医者".repeat(20).slice(1)},${1000 + i},7`);
      await page.getByLabel("Paste keywords as CSV").fill([...refused, ...japanese].join("\n"));
      await page.getByRole("button", { name: "Replace the table" }).click();
      await page.getByText(ADDRESS_FULL_NOTE).waitFor();
      await page.getByText("And 2 more lines to fix.").waitFor();
    },
  },
  // The site search with results, and with none.
  {
    path: "/search/",
    name: "results",
    scope: "main",
    action: async (page) => {
      await page.getByRole("searchbox").fill("marketing");
      await page.getByRole("list", { name: searchCopy.resultsLabel }).waitFor();
    },
  },
  {
    path: "/search/",
    name: "no match",
    scope: "main",
    viewport: "phone",
    action: async (page) => {
      await page.getByRole("searchbox").fill("(.*");
      await page.getByText(searchCopy.countLine(0, "(.*")).waitFor();
    },
  },
  // The enquiry form asking which role, for a job application.
  {
    path: "/contact/",
    name: "a job application, asking which role",
    scope: "#enquiry",
    viewport: "phone",
    action: async (page) => {
      await page.getByLabel(TOPIC_LABEL).selectOption("careers");
    },
  },
];
