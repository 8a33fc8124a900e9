// Pages are full loads now that no page runs Gatsby's router. The speculation rules make the next one quick:
// while the pointer rests on a link to another page of the site (or a finger presses it), the browser prerenders
// that page, so the click shows it at once (a download excepted). No public page links to the editing screen.

const sitePages = { and: [{ href_matches: "/*" }, { not: { selector_matches: "[download]" } }] };

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: sitePages, eagerness: "moderate" }],
  prefetch: [{ where: sitePages, eagerness: "moderate" }],
});
