import type { Page } from "playwright-core";
import navigation from "../../content/navigation.json";

// Extra states of a page that the accessibility gate checks, besides each page as it loads
// (tests/browser/a11y.test.ts runs axe on every route and alias at both viewports anyway).
// Append a state for anything that changes what is on screen: a filter, a tab, an open
// disclosure. Example, for a glossary filter:
//
//   { path: "/glossary/", name: "filtered to SEO", viewport: "desktop",
//     action: async (page) => { await page.getByRole("button", { name: "SEO" }).click(); } },
//
// The action runs after hydration, with the page loaded at `path` and the given viewport.
// Forms get their own registry: tests/browser/forms.ts.

export const EVERY_PAGE = "*";

export interface A11yState {
  /** The page (with its trailing slash), or EVERY_PAGE. */
  path: string;
  name: string;
  /** Desktop (1440x900) unless said otherwise. */
  viewport?: "phone" | "desktop";
  action: (page: Page) => Promise<void>;
  /** A CSS selector to limit axe to the part of the page the state changes (default: the whole page). */
  scope?: string;
}

const openDropdown = (group: string) => async (page: Page) => {
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: group });
  await button.click();
  await page.locator(`#${await button.getAttribute("aria-controls")}`).waitFor({ state: "visible" });
};

const groups = navigation.header.groups;

export const a11yStates: A11yState[] = [
  // Every header dropdown once, on the home page.
  ...groups.map((group): A11yState => ({
    path: "/",
    name: `${group.name} dropdown open`,
    viewport: "desktop",
    action: openDropdown(group.name),
    scope: "header",
  })),
  // On every page, the first dropdown open (the page's own section highlighted) and the mobile menu open.
  // The rest of the page is checked as it loads, so axe looks at the header only.
  {
    path: EVERY_PAGE,
    name: "a header dropdown open",
    viewport: "desktop",
    action: openDropdown(groups[0]!.name),
    scope: "header",
  },
  {
    path: EVERY_PAGE,
    name: "mobile menu open",
    viewport: "phone",
    scope: "header",
    action: async (page) => {
      await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
    },
  },
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
