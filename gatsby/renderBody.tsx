import type { GatsbySSR } from "gatsby";
import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { CHROME_SCRIPT, CHROME_SCRIPT_ATTRIBUTE } from "../src/lib/chromeScript";
import { analyticsEndpoint } from "../src/lib/measurement";
import { MEASUREMENT_SCRIPT_ATTRIBUTE, measurementScript } from "../src/lib/measurementScript";
import { fontFaceCss, preloadedFont, type FontFile } from "../src/lib/siteFont";
import { NEWSLETTER_FORM_ATTRIBUTE, NEWSLETTER_SCRIPT, NEWSLETTER_SCRIPT_ATTRIBUTE } from "../src/lib/newsletterScript";
import { appStylesFirst } from "./appStylesFirst";
import { isGatsbyScript, islandScripts } from "./islands/islandScripts";
import { SPECULATION_RULES } from "./islands/speculationRules";

/**
 * Renders each page's body to a string in one piece. Gatsby's own renderer streams (renderToPipeableStream), and
 * React's stream could end a chunk with a stray NUL byte where a multi-byte character (the non-breaking spaces in
 * the phone number, a £ sign) falls on a chunk boundary: the built page then carries U+0000, which the W3C checker
 * rejects (tests/postbuild/w3cValidity.test.ts caught it). A prerendered site has nothing to stream, so the
 * string renderer loses nothing. The page's scripts are the chrome's (src/lib/chromeScript.ts), the newsletter
 * boxes' where the body has one that signs people up (src/lib/newsletterScript.ts), the measurement script when the
 * site measures (src/lib/measurementScript.ts), and its islands' entries, which the body names.
 * The icons' library classes are left out of the string (withoutIconClasses).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setPostBodyComponents,
}) => {
  const html = withoutIconClasses(renderToString(bodyComponent));
  replaceBodyHTMLString(html);
  if (process.env.NODE_ENV === "production") {
    setPostBodyComponents([chromeScript, ...newsletterScripts(html), ...measurementScripts(), ...islandScripts(html)]);
  }
};

const ICON_CLASS = /^lucide(-|$)/;

/**
 * The body without the classes lucide-react puts on every icon ("lucide lucide-check"): no stylesheet or script
 * of the site selects them, and on a long page they cost the first round trip about 100 bytes of its 14.6 KB
 * (docs/performance.md). An icon's own class stays. Hydration leaves the prerendered attributes as they are, so
 * only an icon an island draws anew in the browser carries them, to no effect.
 */
export const withoutIconClasses = (html: string): string =>
  html.replace(/(<svg\b[^>]*?) class="([^"]*)"/g, (_, tag: string, names: string) => {
    const kept = names.split(" ").filter((name) => !ICON_CLASS.test(name));
    return kept.length > 0 ? `${tag} class="${kept.join(" ")}"` : tag;
  });

/** The newsletter boxes' script, on a page whose body has a box that is a form; none otherwise. */
function newsletterScripts(html: string) {
  if (!html.includes(` ${NEWSLETTER_FORM_ATTRIBUTE}=`)) return [];
  return [
    <script
      key="newsletter"
      {...{ [NEWSLETTER_SCRIPT_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: NEWSLETTER_SCRIPT }}
    />,
  ];
}

/** The measurement script, on every page of a site built with ANALYTICS_ENDPOINT; none otherwise. */
function measurementScripts() {
  const endpoint = analyticsEndpoint();
  if (!endpoint) return [];
  return [
    <script
      key="measurement"
      {...{ [MEASUREMENT_SCRIPT_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{ __html: measurementScript(endpoint) }}
    />,
  ];
}

const chromeScript = (
  <script key="chrome" {...{ [CHROME_SCRIPT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: CHROME_SCRIPT }} />
);

const speculationRulesScript = (
  <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
);

/** Gatsby's own <meta name="generator">: it tells a visitor nothing, and costs every page's first round trip. */
const isGenerator = (node: ReactNode) => isValidElement(node) && String(node.key).startsWith("generator-");

/**
 * A head element of the Head API without the data-gatsby-head attribute Gatsby marks it with: only Gatsby's browser
 * runtime reads it, to replace the head on a client-side navigation, and no page loads that runtime. On the longest
 * pages it costs up to 70 bytes of the first round trip (brotli), once for each of about 30 elements.
 */
export function withoutHeadMarker(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const { "data-gatsby-head": marked, ...props } = node.props as Record<string, unknown>;
  if (marked === undefined) return node;
  const element = node as ReactElement;
  return createElement(element.type, { ...props, key: element.key });
}

const SITE_FONT_FILES = JSON.parse(process.env.SITE_FONT_FILES ?? "[]") as FontFile[];

/**
 * The brand's typeface (src/lib/siteFont.ts): its faces and their scaled fallback, before the styles that name them,
 * and a preload of the face the first screen's largest text is set in, so it is fetched with the page rather than
 * once the styles are read.
 */
export function fontHead(files: readonly FontFile[] = SITE_FONT_FILES): ReactNode[] {
  if (files.length === 0) return [];
  const preload = preloadedFont(files);
  return [
    preload && <link key="font-preload" rel="preload" href={preload.url} as="font" type="font/woff2" crossOrigin="" />,
    <style key="font-face" dangerouslySetInnerHTML={{ __html: fontFaceCss(files) }} />,
  ];
}

/** The head's styles in cascade order, the speculation rules; and none of Gatsby's runtime scripts or markers. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents([
    ...fontHead(),
    ...appStylesFirst(getHeadComponents().filter((node) => !isGenerator(node))).map(withoutHeadMarker),
    speculationRulesScript,
  ]);
  if (process.env.NODE_ENV === "production") {
    replacePostBodyComponents(getPostBodyComponents().filter((node) => !isGatsbyScript(node)));
  }
};
