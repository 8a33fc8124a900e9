import { glossaryFilterOptions } from "../../../lib/libraryCategories";
import { glossaryCountLine } from "../../../lib/listFilter";
import { FilterableList } from "../FilterableList/FilterableList";
import { GlossaryTerms } from "./GlossaryTerms";

type Term = Queries.GlossaryTermFieldsFragment;

// SPEC §5: the search looks in the term and its definition.
const searchedText = (term: Term) => [term.term, term.definition];
const categoryOf = (term: Term) => term.category;

/** The glossary with live search and category filter; every term is in the prerendered HTML. */
export function GlossaryBrowser({ terms }: { terms: readonly Term[] }) {
  return (
    <FilterableList
      id="glossary"
      items={terms}
      categories={glossaryFilterOptions}
      textOf={searchedText}
      categoryOf={categoryOf}
      searchLabel="Search terms"
      placeholder="Try ROAS or conversion"
      countLine={glossaryCountLine}
      emptyTitle="No terms found"
    >
      {(shown) => <GlossaryTerms terms={shown} />}
    </FilterableList>
  );
}
