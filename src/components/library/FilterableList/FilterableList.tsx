import { type ReactNode } from "react";
import { useUrlFilter } from "../../../hooks/useUrlFilter";
import { filterItems } from "../../../lib/listFilter";
import { EmptyState } from "../../ui/EmptyState/EmptyState";
import { FilterControls } from "./FilterControls";

interface FilterableListProps<T> {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  items: readonly T[];
  /** The category buttons, "All" first. */
  categories: readonly string[];
  /** The texts the search looks in, e.g. a term and its definition. */
  textOf: (item: T) => readonly string[];
  categoryOf: (item: T) => string;
  searchLabel: string;
  placeholder: string;
  /** The count line for `shown` of `total` items, `category` being the one chosen or "All". */
  countLine: (shown: number, total: number, category: string) => string;
  /** The empty state's heading, e.g. "No terms found". */
  emptyTitle: string;
  /** The list of the items that match. */
  children: (shown: T[]) => ReactNode;
}

/**
 * A list with a search box, category buttons, a live count line and an empty state, its filter kept in the URL
 * (src/lib/listFilter.ts says how items match). The first render filters nothing, so every item is in the
 * prerendered HTML and shows without JavaScript.
 */
export function FilterableList<T>({
  id,
  items,
  categories,
  textOf,
  categoryOf,
  searchLabel,
  placeholder,
  countLine,
  emptyTitle,
  children,
}: FilterableListProps<T>) {
  const { filter, setQuery, setCategory, reset } = useUrlFilter(categories);
  const shown = filterItems(items, filter, textOf, categoryOf);
  return (
    <>
      <FilterControls
        id={id}
        searchLabel={searchLabel}
        placeholder={placeholder}
        categories={categories}
        filter={filter}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        status={countLine(shown.length, items.length, filter.category)}
      />
      {shown.length > 0 ? children(shown) : <EmptyState title={emptyTitle} onReset={reset} />}
    </>
  );
}
