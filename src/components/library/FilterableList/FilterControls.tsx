import type { FilterState } from "../../../lib/listFilter";
import { SearchField } from "../../ui/SearchField/SearchField";
import * as styles from "./FilterControls.module.scss";

interface FilterControlsProps {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  searchLabel: string;
  placeholder: string;
  /** The category buttons, "All" first. */
  categories: readonly string[];
  filter: FilterState;
  onQueryChange: (q: string) => void;
  onCategoryChange: (category: string) => void;
  /** The count line, read out politely by screen readers as it changes. */
  status: string;
}

/**
 * A search box, category toggle buttons and the live count line. The search
 * is a GET form, so before the page has hydrated Enter or the Search button
 * still reloads with ?q=… and the filter is applied once it has; after that the
 * list filters as you type and the button just keeps the results in place.
 */
export function FilterControls({
  id,
  searchLabel,
  placeholder,
  categories,
  filter,
  onQueryChange,
  onCategoryChange,
  status,
}: FilterControlsProps) {
  return (
    <div className={styles.controls}>
      <form role="search" method="get" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`} className={styles.label}>
          {searchLabel}
        </label>
        <SearchField id={`${id}-search`} value={filter.q} placeholder={placeholder} onChange={onQueryChange} />
      </form>
      <div role="group" aria-labelledby={`${id}-categories`} className={styles.categories}>
        <span id={`${id}-categories`} className={styles.label}>
          Category
        </span>
        <div className={styles.buttons}>
          {categories.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={filter.category === category}
              className={styles.toggle}
              onClick={() => onCategoryChange(category)}
            >
              {category}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
