/** A readable HTML id for a heading or item: "A/B Testing" → "a-b-testing", "Cost per Click (CPC)" → "cost-per-click-cpc". */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
