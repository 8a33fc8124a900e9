import type { Page } from "@playwright/test";

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
];
