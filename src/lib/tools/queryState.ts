// How a tool's inputs are written to the URL query and read back, so a result
// can be shared: each tool's own module (roiQuery.ts, gradeQuery.ts, seoQuery.ts),
// so a tool's page loads no other tool's code. Only values that differ from the
// defaults are written, so an untouched tool keeps a clean URL. Values are
// capped in length because anyone can edit a URL.

/** The longest value read from the URL. */
export const MAX_VALUE = 120;

/** A parameter's value, cut to MAX_VALUE characters. */
export const readParam = (params: URLSearchParams, name: string) => params.get(name)?.slice(0, MAX_VALUE);
