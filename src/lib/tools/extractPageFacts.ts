import { EXAMPLE_FACTS, EXAMPLE_HTML } from "./examplePage";
import type { PageFacts, TrustSignals } from "./landingPage";

// Reads a landing page's key facts from pasted HTML. The HTML is parsed with
// DOMParser into a separate, inert document: per the HTML standard such a
// document has no browsing context, so its scripts never run, event handler
// attributes (onerror, onload) never fire and images are never fetched.
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
// Nothing from it is ever inserted into the page; only counts and text leave this module.
//
// Chromium still checks each event handler attribute against the page's CSP as the parser creates it, in any
// document, DOMParser's included, and reports a violation for each (nothing runs, but the console and the
// page's CSP reports fill up). So no attribute the parser sees may be named on…: see parseInert.

/** Pasted HTML above this many bytes (UTF-8) is refused: 1 MB. */
export const MAX_HTML_BYTES = 1024 * 1024;

/**
 * How many elements of the page's own content (its <main>, or its body without the header's menus) count as "near
 * the top" for the call-to-action check: about a first screen's worth. The site's menus do not use them up, since a
 * visitor sees the content beside them, not after them; a call to action in the header's bar, outside its menus,
 * is on the first screen too.
 */
export const ABOVE_FOLD_ELEMENTS = 40;

/** Site menus and asides, which sit beside the content a visitor reads first rather than before it. */
const MENUS = 'nav, [role="navigation"], aside, [role="complementary"], dialog, details:not([open]) > :not(summary)';

/** Parts of a page no visitor sees or fills in: hidden, or kept out of reach for bots (a honeypot). */
const UNSEEN =
  '[hidden], [aria-hidden="true"], [inert], noscript, [style*="display:none" i], [style*="display: none" i], [style*="visibility:hidden" i], [style*="visibility: hidden" i]';

/** Words that make a link or button a call to action. */
export const ACTION_WORDS =
  /\b(get|book|start|buy|call|contact|request|try|download|sign ?up|join|claim|quote|order|shop|schedule|subscribe|register|apply|reserve|enquire|enquiry|demo|talk to|speak to|add to (basket|cart|bag))\b/i;

/**
 * What shows customers' reviews: "reviews" (people read them in the plural), one review by whom ("a five-star
 * review", "customer review"), a rating, stars or a review platform; not the word in "a quarterly review checklist".
 */
const REVIEWS =
  /\breviews\b|\b(?:customer|client|patient|guest|verified|google|5-star|five-star) review\b|\brated\b|★|\b\d(?:\.\d)? stars?\b|\bstar rating\b|trustpilot|feefo|out of 5|aggregaterating/;

const NOT_TYPED_FIELDS = new Set(["hidden", "submit", "button", "reset", "image"]);

/** Size of a string in UTF-8 bytes, without building the encoded copy. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** "1.34 MB", rounded up, so a file just over the limit never reads as exactly "1.00 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 100) / 100).toFixed(2)} MB`;
}

const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** The words a link or button shows (or announces). */
function actionText(element: Element): string {
  if (element.tagName === "INPUT") return squash(element.getAttribute("value"));
  return squash(element.textContent) || squash(element.getAttribute("aria-label"));
}

function isCallToAction(element: Element): boolean {
  return ACTION_WORDS.test(actionText(element));
}

const CTA_SELECTOR = 'a[href], button, input[type="submit"], input[type="button"]';

function metaContent(doc: Document, name: string): string | null {
  const meta = [...doc.querySelectorAll("meta[name]")].find((m) => m.getAttribute("name")?.toLowerCase() === name);
  const content = squash(meta?.getAttribute("content"));
  return content === "" ? null : content;
}

function trustSignals(body: HTMLElement): TrustSignals {
  const text = squash(body.textContent).toLowerCase();
  const attrs = [...body.querySelectorAll("[class], [id], img[alt], img[src]")]
    .map(
      (el) =>
        `${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""} ${el.getAttribute("alt") ?? ""} ${el.getAttribute("src") ?? ""}`,
    )
    .join(" ")
    .toLowerCase();
  const logoImages = [...body.querySelectorAll("img")].filter((img) =>
    /logo/i.test(
      `${img.getAttribute("alt") ?? ""} ${img.getAttribute("src") ?? ""} ${img.getAttribute("class") ?? ""}`,
    ),
  );
  return {
    testimonials:
      body.querySelector("blockquote") !== null ||
      /testimonial|what (our )?(clients|customers|patients) say|case stud/.test(`${text} ${attrs}`),
    reviews: REVIEWS.test(`${text} ${attrs}`),
    guarantees: /guarantee|money[- ]back|risk[- ]free|no[- ]obligation|refund/.test(text),
    // One logo is usually your own; two or more, or a "trusted by" line, suggests client or press logos.
    logos: logoImages.length >= 2 || /trusted by|as seen (in|on)|featured in|accredited|certified|award/.test(text),
  };
}

/**
 * An attribute name can only follow whitespace, "/" or a closing quote (HTML's tokenizer: before attribute name
 * state), so every "on" there that could start a handler's name gets a mark in front. The same "on" in text or
 * an attribute value is marked too, harmlessly: the mark is taken out of every text and value after parsing.
 */
const HANDLER_START = /(?<=[\s/"'])on/gi;

/** A character the HTML does not contain, to mark with: private use, so never in real text. */
function markFor(html: string): string {
  for (let code = 0xe000; code <= 0xf8ff; code++) {
    const mark = String.fromCharCode(code);
    if (!html.includes(mark)) return mark;
  }
  throw new Error("The HTML uses every private-use character");
}

/**
 * The pasted HTML as an inert document, in which no attribute is an event handler (so none is checked
 * against the CSP) and every text and attribute value is as written.
 */
function parseInert(html: string, parser: Pick<DOMParser, "parseFromString">): Document {
  const mark = markFor(html);
  const doc = parser.parseFromString(html.replace(HANDLER_START, `${mark}on`), "text/html");
  const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
  for (let node: Node | null = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      for (const attr of node.attributes) if (attr.value.includes(mark)) attr.value = attr.value.replaceAll(mark, "");
    } else if (node instanceof CharacterData && node.data.includes(mark)) {
      node.data = node.data.replaceAll(mark, "");
    }
  }
  return doc;
}

/**
 * The elements of the first screen: those in the header's bar outside its menus, and the first
 * ABOVE_FOLD_ELEMENTS of the content, which is the page's <main> where it has one, else its body outside the
 * header and the menus.
 */
function firstScreen(body: HTMLElement, seen: (el: Element) => boolean): Set<Element> {
  const outsideMenus = (el: Element) => seen(el) && el.closest(MENUS) === null;
  const banner = [...body.querySelectorAll('header, [role="banner"]')].filter((el) => el.closest("main") === null);
  const inBanner = banner.flatMap((header) => [...header.querySelectorAll("*")].filter(outsideMenus));
  const main = body.querySelector('main, [role="main"]');
  const content = main
    ? [...main.querySelectorAll("*")].filter(outsideMenus)
    : [...body.querySelectorAll("*")].filter((el) => outsideMenus(el) && !banner.some((b) => b.contains(el)));
  return new Set([...inBanner, ...content.slice(0, ABOVE_FOLD_ELEMENTS)]);
}

export function extractPageFacts(
  html: string,
  parser: Pick<DOMParser, "parseFromString"> = new DOMParser(),
): PageFacts {
  const doc = parseInert(html, parser);
  const body = doc.body;
  // Script and style text is not content a visitor reads.
  body.querySelectorAll("script, style, template").forEach((el) => el.remove());

  const seen = (el: Element) => el.closest(UNSEEN) === null;
  const ctas = [...body.querySelectorAll(CTA_SELECTOR)].filter((el) => seen(el) && isCallToAction(el));
  const nearTop = firstScreen(body, seen);
  const images = [...body.querySelectorAll("img")];
  // What a visitor fills in: not hidden inputs or buttons, nor a honeypot kept out of reach.
  const fields = [...body.querySelectorAll("input, select, textarea")].filter(
    (el) =>
      seen(el) &&
      !el.hasAttribute("disabled") &&
      el.getAttribute("tabindex") !== "-1" &&
      (el.tagName !== "INPUT" || !NOT_TYPED_FIELDS.has((el.getAttribute("type") ?? "text").toLowerCase())),
  );
  const title = squash(doc.querySelector("title")?.textContent);

  return {
    title: title === "" ? null : title,
    metaDescription: metaContent(doc, "description"),
    h1Count: body.querySelectorAll("h1").length,
    ctaAboveFold: ctas.some((cta) => nearTop.has(cta)),
    formFieldCount: fields.length,
    imageCount: images.length,
    imagesMissingAlt: images.filter((img) => !img.hasAttribute("alt")).length,
    hasViewport: /width\s*=\s*device-width/i.test(metaContent(doc, "viewport") ?? ""),
    distinctCtaCount: new Set(
      ctas.map((cta) =>
        actionText(cta)
          .toLowerCase()
          .replace(/[^\p{L}\p{N} ]/gu, "")
          .trim(),
      ),
    ).size,
    trust: trustSignals(body),
  };
}

export interface PastedHtmlCheck {
  facts: PageFacts | null;
  /** Why the HTML could not be checked. */
  error?: string;
}

/**
 * Pasted HTML's facts, or the reason there are none (empty, or over 1 MB).
 * The sample page's facts are known in advance, which is what lets the
 * prerendered page, where there is no DOMParser, show its report.
 */
export function readPastedHtml(html: string, parser?: Pick<DOMParser, "parseFromString">): PastedHtmlCheck {
  if (html.trim() === "")
    return { facts: null, error: "Paste the HTML of your page, or choose “Type key facts” instead." };
  const bytes = utf8ByteLength(html);
  if (bytes > MAX_HTML_BYTES) {
    return {
      facts: null,
      error: `This HTML is ${formatMegabytes(bytes)}, over the 1 MB limit. Remove inline scripts, styles and SVG icons and paste it again, or type the key facts instead.`,
    };
  }
  if (html === EXAMPLE_HTML) return { facts: EXAMPLE_FACTS };
  return { facts: extractPageFacts(html, parser) };
}
