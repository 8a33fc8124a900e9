// How a tool's inputs are written to the URL query and read back, so a result
// can be shared: each tool's own module (roiQuery.ts, gradeQuery.ts, seoQuery.ts),
// so a tool's page loads no other tool's code. Only values that differ from the
// defaults are written, so an untouched tool keeps a clean URL. Values are
// capped in length because anyone can edit a URL, and the whole URL is capped
// too, so that a link always opens.

/** The longest value read from the URL. */
export const MAX_VALUE = 120;

/** A parameter's value, cut to MAX_VALUE characters. */
export const readParam = (params: URLSearchParams, name: string) => params.get(name)?.slice(0, MAX_VALUE);

/**
 * The longest address a tool writes, whole and percent-encoded as the browser holds it: 8 KB. Servers and CDNs
 * refuse a request line or headers past a limit of their own (8 KB on many, 16 KB on Node's, which serves the
 * tests), so a longer link might not open. A Japanese keyword takes nine characters a letter once encoded, so a
 * full SEO table can pass it.
 */
export const MAX_URL_LENGTH = 8192;

/**
 * The address to write for a tool's query, `serialized` (URLSearchParams.toString()), on the page at `href`, and
 * whether the query fits. When it does not, the address is the page's without a query rather than the last one
 * that fitted: that one would hold an older, shorter version of the inputs, which whoever opened the link could
 * take for the whole; the bare page shows the tool's own example, which nobody can mistake for them.
 */
export function addressFor(href: string, serialized: string): { href: string; fits: boolean } {
  const url = new URL(href);
  url.search = serialized;
  if (url.href.length <= MAX_URL_LENGTH) return { href: url.href, fits: true };
  url.search = "";
  return { href: url.href, fits: false };
}
