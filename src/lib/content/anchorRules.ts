import { contentAnchors, pageAnchors } from "../anchors";
import type { Route } from "../routes";
import type { CheckedFile } from "./contentFile";
import { type ContentProblem } from "./problems";

// The anchors a page's content gives it: unique on the page, and only where the layout does not fix them.

/** The anchors of the page a content file draws. */
export function anchorsOf(file: CheckedFile, route: Route): string[] {
  return pageAnchors(route, pageContentOf(file));
}

/** The parts of a page's data that give it anchors. */
function pageContentOf({ data }: CheckedFile) {
  return {
    sections: "sections" in data ? data.sections : undefined,
    glossary: "glossary" in data ? data.glossary : undefined,
    playbooks: "playbooks" in data ? data.playbooks : undefined,
  };
}

/** Ids a page uses for anchors are unique on that page. */
export function duplicateAnchorProblems(file: CheckedFile): ContentProblem[] {
  const data = pageContentOf(file);
  const seen = new Map<string, string>();
  const problems: ContentProblem[] = [];
  const fields = [
    ...(data.sections ?? []).map((_, index) => `sections[${index}]`),
    ...(data.glossary?.terms ?? []).map((_, index) => `glossary.terms[${index}].term`),
  ];
  contentAnchors(data).forEach((anchor, index) => {
    const field = fields[index] ?? "(file)";
    const first = seen.get(anchor);
    if (first) {
      problems.push({ file: file.file, field, message: `gives the page the id "${anchor}" again (${first} has it already): ids on a page must be unique` });
    } else seen.set(anchor, field);
  });
  return problems;
}

/** A page's fixed sections (fields other than `sections`) take their anchors from the template, so an id there would do nothing. */
export function fixedAnchorProblems(file: CheckedFile): ContentProblem[] {
  return Object.entries(file.data).flatMap(([key, value]) =>
    key !== "sections" && value && typeof value === "object" && "id" in value
      ? [{ file: file.file, field: `${key}.id`, message: "cannot be set: this page's layout gives the section its own anchor, so remove the id" }]
      : [],
  );
}
