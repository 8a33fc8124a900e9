// How a page shows in search results and the browser tab: its title with the brand added, and its description.
// The content check holds every page to these lengths before the build (gatsby/content/check.ts); the post-build
// tests check the pages as built.

/** Search results show about 65 characters of a title; under 30 says too little. */
export const TITLE_LENGTH = { min: 30, max: 65 } as const;
/** Under 70 characters says too little; search results cut a description off after about 160. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/** SPEC §9: " | {brand}" is added unless the title already names the brand. */
export function pageTitle(title: string, brand: string): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}

/** Why a page's title (as shown, brand added) or description has the wrong length, if it does. */
export function listingLengthProblems(
  title: string,
  description: string,
  brand: string,
): { title?: string; description?: string } {
  const shown = pageTitle(title, brand);
  const outside = (length: number, range: { min: number; max: number }) => length < range.min || length > range.max;
  return {
    title: outside(shown.length, TITLE_LENGTH)
      ? `shows as "${shown}", ${shown.length} characters: a title should be ${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} characters with the site name, so search results show it whole`
      : undefined,
    description: outside(description.length, DESCRIPTION_LENGTH)
      ? `has ${description.length} characters: a description should be ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}, so search results show a useful summary without cutting it off`
      : undefined,
  };
}
