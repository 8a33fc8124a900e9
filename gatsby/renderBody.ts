import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";

/**
 * Renders each page's body to a string in one piece. Gatsby's own renderer streams (renderToPipeableStream), and
 * React 18's stream can end a chunk with a stray NUL byte where a multi-byte character (the non-breaking spaces in
 * the phone number, a £ sign) falls on a chunk boundary: the built page then carries U+0000, which the W3C checker
 * rejects (tests/postbuild/w3cValidity.test.ts caught it). A prerendered site has nothing to stream, so the
 * string renderer loses nothing.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent));
};
