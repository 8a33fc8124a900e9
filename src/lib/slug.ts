/** "Harbour & Hale" → "harbour-hale": an anchor id or URL fragment made from a title. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
