import type { DefinedTerm, DefinedTermSet, WithContext } from "schema-dts";
import { CONTEXT } from "./core";

export interface DefinedTermInput {
  name: string;
  description: string;
  /** The term's HTML id on the page, e.g. "quality-score". */
  anchor: string;
}

/** The glossary as a DefinedTermSet; each term's url and @id are the page URL plus the term's #anchor. */
export function definedTermSetLd(
  pageUrl: string,
  set: { name: string; description: string },
  terms: readonly DefinedTermInput[],
): WithContext<DefinedTermSet> {
  const setId = `${pageUrl}#defined-terms`;
  return {
    "@context": CONTEXT,
    "@type": "DefinedTermSet",
    "@id": setId,
    name: set.name,
    description: set.description,
    url: pageUrl,
    inLanguage: "en-GB",
    hasDefinedTerm: terms.map((term): DefinedTerm => ({
      "@type": "DefinedTerm",
      "@id": `${pageUrl}#${term.anchor}`,
      name: term.name,
      description: term.description,
      url: `${pageUrl}#${term.anchor}`,
      inDefinedTermSet: { "@id": setId },
    })),
  };
}
