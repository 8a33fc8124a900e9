import { FilterableList } from "../FilterableList";

// Made-up items for the tests of the generic list; the glossary and the playbooks are tested with their content
// beside them.

export interface Fruit {
  name: string;
  note: string;
  kind: string;
}

export const fruits: Fruit[] = [
  { name: "Apple", note: "Crisp", kind: "Orchard" },
  { name: "Pear", note: "Soft (when ripe)", kind: "Orchard" },
  { name: "Lime", note: "Sour", kind: "Citrus" },
];

export function Fruits() {
  return (
    <FilterableList
      id="fruit"
      items={fruits}
      categories={["All", "Orchard", "Citrus"]}
      textOf={(fruit) => [fruit.name, fruit.note]}
      categoryOf={(fruit) => fruit.kind}
      searchLabel="Search fruit"
      placeholder="Try apple"
      countLine={(shown, total, category) => `${shown}/${total} ${category}`}
      emptyTitle="No fruit found"
    >
      {(shown) => (
        <ul aria-label="Fruit">
          {shown.map((fruit) => (
            <li key={fruit.name}>{fruit.name}</li>
          ))}
        </ul>
      )}
    </FilterableList>
  );
}
