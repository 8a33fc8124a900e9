import { playbookFilterOptions } from "../../../lib/libraryCategories";
import { playbookCountLine } from "../../../lib/listFilter";
import { FilterableList } from "../FilterableList/FilterableList";
import { PlaybookCards } from "./PlaybookCards";

type Playbook = Queries.PlaybookFieldsFragment;

// SPEC §5: the search looks in the title and the description.
const searchedText = (playbook: Playbook) => [playbook.title, playbook.description];
const categoryOf = (playbook: Playbook) => playbook.category;

/** The playbooks with live search and category filter; all of them are in the prerendered HTML. */
export function PlaybookBrowser({ items }: { items: readonly Playbook[] }) {
  return (
    <FilterableList
      id="playbooks"
      items={items}
      categories={playbookFilterOptions}
      textOf={searchedText}
      categoryOf={categoryOf}
      searchLabel="Search playbooks"
      placeholder="Try email or local"
      countLine={playbookCountLine}
      emptyTitle="No playbooks found"
    >
      {(shown) => <PlaybookCards items={shown} />}
    </FilterableList>
  );
}
