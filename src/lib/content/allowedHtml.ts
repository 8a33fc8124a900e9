import { attributesOf, type HtmlNode } from "../htmlTree";

// The HTML a page's markdown text may contain: an allow-list, so that nothing which can run script or send what a
// reader types (script, iframe, object, embed, form, svg, base, meta, link, style, on* attributes, javascript:
// addresses…) gets through, whatever new trick it comes with. The content check refuses anything else, naming its
// line (bodyHtml.ts), and the pages drop anything else from what they render (sanitise), by the same rules. It is
// what markdown itself writes (so the check can read a page's HTML whole) and the few elements an editor may want
// that markdown has no syntax for.

/** Attributes any of the elements below may have. */
const EVERYWHERE = ["title", "lang"];

/** Each element text may contain, with the attributes it may have besides EVERYWHERE's. */
const ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  // What markdown writes, with the attributes it gives them (footnotes' ids and classes, a table's alignment…).
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  a: ["href", "class"],
  img: ["src", "alt", "width", "height"],
  em: [],
  strong: [],
  del: ["cite", "datetime"],
  code: ["class", "data-meta"],
  pre: [],
  blockquote: ["cite"],
  ul: ["class"],
  ol: ["start", "reversed"],
  li: ["id", "class"],
  input: ["type", "checked", "disabled"],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["align", "colspan", "rowspan", "scope"],
  td: ["align", "colspan", "rowspan"],
  sup: ["id"],
  hr: [],
  br: [],
  div: ["class"],
  // What an editor may want that markdown cannot write.
  abbr: [],
  b: [],
  caption: [],
  cite: [],
  dd: [],
  details: ["open"],
  dfn: [],
  dl: [],
  dt: [],
  figcaption: [],
  figure: [],
  i: [],
  ins: ["cite", "datetime"],
  kbd: [],
  mark: [],
  q: ["cite"],
  s: [],
  samp: [],
  small: [],
  span: [],
  sub: [],
  summary: [],
  time: ["datetime"],
  u: [],
  var: [],
  wbr: [],
};

/**
 * The ids text may give: the footnotes' own (`fn-1` on a note, `fnref-1` on its reference). Any other could take a
 * name a page's script reads as a global (`id="dataLayer"` makes window.dataLayer the element, and breaks the
 * consent banner's withdrawal) or the id of an element of the page around the text.
 */
const FOOTNOTE_ID = /^fn(?:ref)?-[\w-]+$/;

/** Attributes that hold an address, and the schemes an address may have. */
const ADDRESSES = new Set(["href", "src", "cite"]);
const SCHEMES = ["https:", "http:", "mailto:", "tel:"];

const NOT_ALLOWED = "the site does not allow in text: content/README.md lists the HTML it does";

/** The elements text may contain, which content/README.md lists for editors. */
export const allowedElements = (): string[] => Object.keys(ELEMENTS).sort();

/**
 * What is wrong with an address, read as a browser reads it: character references already decoded, tabs and
 * newlines dropped, case ignored (`java&#x09;script:` is javascript:). A path on this site is fine.
 */
export function addressProblem(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address, "https://site.invalid/");
  } catch {
    return `has the address "${address.slice(0, 60)}", which is not a web address`;
  }
  if (SCHEMES.includes(url.protocol)) return undefined;
  return `has a ${url.protocol} address: links and images may only lead to https:, http:, mailto: and tel: addresses and the site's own pages`;
}

/** What is wrong with one start tag of the text's HTML: its element, or each attribute it may not have. */
export function startTagProblems(tag: string, attributes: ReadonlyArray<{ name: string; value: string }>) {
  const allowed = ELEMENTS[tag];
  if (!allowed) return [{ message: `has <${tag}>, which ${NOT_ALLOWED}` }];
  const problems: Array<{ attribute?: string; message: string }> = [];
  for (const { name, value } of attributes) {
    if (!EVERYWHERE.includes(name) && !allowed.includes(name)) {
      problems.push({ attribute: name, message: `has <${tag} ${name}>, an attribute ${NOT_ALLOWED}` });
    } else if (name === "id" && !FOOTNOTE_ID.test(value)) {
      problems.push({
        attribute: name,
        message: `has <${tag} id="${value.slice(0, 40)}">: text may give only footnotes' ids (fn-…, fnref-…), which markdown writes itself`,
      });
    } else if (ADDRESSES.has(name)) {
      const problem = addressProblem(value);
      if (problem) problems.push({ attribute: name, message: problem });
    }
  }
  // Markdown writes an <input> only as a task list's checkbox; any other kind is a form field.
  if (tag === "input" && attributes.find(({ name }) => name === "type")?.value.toLowerCase() !== "checkbox") {
    problems.push({ message: `has an <input> other than a task list's checkbox, which ${NOT_ALLOWED}` });
  }
  return problems;
}

/**
 * The tree with only what the allow-list allows: an element it does not allow goes with all it contains, an
 * attribute it does not allow (or an address it refuses) goes from its element, and comments go. The content check
 * has refused all of these in content/ already; this is what makes the rendered HTML safe whatever the text holds.
 */
export function sanitise(tree: HtmlNode): void {
  if (!tree.children) return;
  tree.children = tree.children.filter((node) => {
    if (node.type === "comment") return false;
    if (node.type !== "element") return true;
    const attributes = attributesOf(node);
    const problems = startTagProblems(node.tagName ?? "", attributes);
    if (problems.some(({ attribute }) => attribute === undefined)) return false;
    for (const { attribute } of problems) {
      const property = attributes.find(({ name }) => name === attribute)?.property;
      if (property) delete node.properties![property];
    }
    sanitise(node);
    return true;
  });
}
