import type { Page } from "@playwright/test";
import navigation from "../../../content/navigation.json";
import { withTrailingSlash } from "../../../src/lib/urls";

// What a visitor reads before (or without) the page's JavaScript: the prerendered HTML and its CSS.

/** Every header and footer link of the navigation. */
const navigationHrefs = [
  ...navigation.header.groups.flatMap((group) => group.items.map((item) => item.href)),
  ...navigation.footer.groups.flatMap((group) => group.links.map((link) => link.href)),
].map(withTrailingSlash);

/**
 * What a visitor cannot read: <main> empty or mostly hidden, a heading, paragraph or list item made invisible,
 * and, unless `mainOnly`, a page without exactly one visible h1, without a link of the site navigation or
 * without its footer menu. One evaluation in the page, so it costs one round trip.
 */
export function readingProblems(page: Page, { mainOnly = false } = {}): Promise<string[]> {
  return page.evaluate(
    ({ hrefs, mainOnly }) => {
      const problems: string[] = [];
      const shown = (el: Element) => {
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return rect.width > 0 && rect.height > 0 && style.visibility !== "hidden" && style.opacity !== "0";
      };
      const main = document.querySelector("main");
      if (!main) return ["no <main>"];
      // Text a reader could see: not the code inside <script>, <style>, <noscript> or <template>.
      const readable = main.cloneNode(true) as HTMLElement;
      for (const code of readable.querySelectorAll("script, style, noscript, template")) code.remove();
      const all = (readable.textContent ?? "").replace(/\s+/g, " ").trim().length;
      const visible = main.innerText.replace(/\s+/g, " ").trim().length;
      if (all === 0) problems.push("<main> is empty");
      // Closed disclosures may hide a little; most of the content must show.
      if (visible < all * 0.6) problems.push(`only ${visible} of ${all} characters of <main> are shown`);
      for (const el of main.querySelectorAll("h1, h2, h3, p, li")) {
        const style = getComputedStyle(el);
        if (el.closest("[hidden], details:not([open])")) continue;
        if (style.opacity === "0" || style.visibility === "hidden") {
          problems.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" is invisible`);
        }
      }
      if (mainOnly) return problems;
      const h1s = document.querySelectorAll("h1");
      if (h1s.length !== 1) problems.push(`${h1s.length} h1 elements`);
      else if (!shown(h1s[0]!) || !h1s[0]!.textContent?.trim()) problems.push("the h1 is not shown");
      const links = new Set([...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")));
      problems.push(...hrefs.filter((href) => !links.has(href)).map((href) => `no link to ${href}`));
      const footerNav = document.querySelector("footer nav[aria-label='Footer']");
      if (!footerNav || !shown(footerNav) || !footerNav.querySelector("a[href]")) {
        problems.push("the footer navigation is not shown");
      }
      return problems;
    },
    { hrefs: navigationHrefs, mainOnly },
  );
}
