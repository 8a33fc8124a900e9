import { ALL_CATEGORIES } from "./libraryCategories";

// The one filter for the glossary and the playbooks: a case-insensitive
// substring match on some text fields, combined with a category. The query is
// never turned into a RegExp, so "(" or ".*" are matched as the characters typed.

export interface FilterState {
  /** What the visitor typed in the search box. */
  q: string;
  /** A category name, or "All". */
  category: string;
}

export const NO_FILTER: FilterState = { q: "", category: ALL_CATEGORIES };

/** True when any of the texts contains the query, ignoring case and surrounding spaces. */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return texts.some((text) => text.toLowerCase().includes(needle));
}

export function matchesCategory(itemCategory: string, category: string): boolean {
  return category === ALL_CATEGORIES || itemCategory === category;
}

/** The items that match both the query (on the fields `textOf` returns) and the category. */
export function filterItems<T>(
  items: readonly T[],
  filter: FilterState,
  textOf: (item: T) => readonly string[],
  categoryOf: (item: T) => string,
): T[] {
  return items.filter(
    (item) => matchesCategory(categoryOf(item), filter.category) && matchesQuery(textOf(item), filter.q),
  );
}

/** Reads ?q=…&category=… ; a category that is not one of `categories` means All. */
export function readFilter(search: string, categories: readonly string[]): FilterState {
  const params = new URLSearchParams(search);
  const category = params.get("category") ?? ALL_CATEGORIES;
  return { q: params.get("q") ?? "", category: categories.includes(category) ? category : ALL_CATEGORIES };
}

/** The query string for a filter: "" when nothing is filtered, so the plain URL stays plain. */
export function filterSearch(filter: FilterState): string {
  const params = new URLSearchParams();
  if (filter.q !== "") params.set("q", filter.q);
  if (filter.category !== ALL_CATEGORIES) params.set("category", filter.category);
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}

/** SPEC §5: 'Showing N of M terms', with ' in {category}' when a category is chosen. */
export function glossaryCountLine(shown: number, total: number, category: string): string {
  const suffix = category === ALL_CATEGORIES ? "" : ` in ${category}`;
  return `Showing ${shown} of ${total} terms${suffix}`;
}

/** SPEC §5: 'N playbook(s) found'. */
export function playbookCountLine(shown: number): string {
  return `${shown} ${shown === 1 ? "playbook" : "playbooks"} found`;
}
