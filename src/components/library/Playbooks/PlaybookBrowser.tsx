import { useUrlFilter } from "../../../hooks/useUrlFilter";
import { playbookFilterOptions } from "../../../lib/libraryCategories";
import { filterItems, playbookCountLine } from "../../../lib/listFilter";
import { EmptyState } from "../../ui/EmptyState/EmptyState";
import { FilterControls } from "../FilterControls/FilterControls";
import { PlaybookCards } from "./PlaybookCards";

type Playbook = Queries.PlaybookFieldsFragment;

const searchedText = (playbook: Playbook) => [playbook.title, playbook.description];
const categoryOf = (playbook: Playbook) => playbook.category;

/** The playbooks with live search and category filter; all of them are in the prerendered HTML. */
export function PlaybookBrowser({ items }: { items: readonly Playbook[] }) {
  const { filter, setQuery, setCategory, reset } = useUrlFilter(playbookFilterOptions);
  const shown = filterItems(items, filter, searchedText, categoryOf);
  return (
    <>
      <FilterControls
        id="playbooks"
        searchLabel="Search playbooks"
        placeholder="Try email or local"
        categories={playbookFilterOptions}
        filter={filter}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        status={playbookCountLine(shown.length)}
      />
      {shown.length > 0 ? <PlaybookCards items={shown} /> : <EmptyState title="No playbooks found" onReset={reset} />}
    </>
  );
}
