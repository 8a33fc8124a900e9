import { useUrlFilter } from "../../../hooks/useUrlFilter";
import { glossaryFilterOptions } from "../../../lib/libraryCategories";
import { filterItems, glossaryCountLine } from "../../../lib/listFilter";
import { EmptyState } from "../../ui/EmptyState/EmptyState";
import { FilterControls } from "../FilterControls/FilterControls";
import { GlossaryTerms } from "./GlossaryTerms";

type Term = Queries.GlossaryTermFieldsFragment;

const searchedText = (term: Term) => [term.term, term.definition];
const categoryOf = (term: Term) => term.category;

/** The glossary with live search and category filter; every term is in the prerendered HTML. */
export function GlossaryBrowser({ terms }: { terms: readonly Term[] }) {
  const { filter, setQuery, setCategory, reset } = useUrlFilter(glossaryFilterOptions);
  const shown = filterItems(terms, filter, searchedText, categoryOf);
  return (
    <>
      <FilterControls
        id="glossary"
        searchLabel="Search terms"
        placeholder="Try ROAS or conversion"
        categories={glossaryFilterOptions}
        filter={filter}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        status={glossaryCountLine(shown.length, terms.length, filter.category)}
      />
      {shown.length > 0 ? <GlossaryTerms terms={shown} /> : <EmptyState title="No terms found" onReset={reset} />}
    </>
  );
}
