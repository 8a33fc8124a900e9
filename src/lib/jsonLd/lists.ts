import type { ItemList, ListItem, WithContext } from "schema-dts";
import { fillCount } from "../counts";
import { slugify } from "../slug";
import { canonicalUrl } from "../urls";
import { CONTEXT } from "./core";

// Ordered lists of things a page presents: guides, playbooks and tools in the content library, and the case
// studies on the results page. (The blog's list of articles is in article.ts.)

export interface ListEntry {
  name: string;
  description?: string;
  /** Absolute URL of the entry's own page. */
  url: string;
}

/**
 * An ordered list of things the page presents (guides, playbooks, tools); `key` makes its @id unique on the page.
 * Its name is the section's title, with {count} filled as the page shows it.
 */
export function itemListLd(
  pageUrl: string,
  key: string,
  name: string,
  entries: readonly ListEntry[],
): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    "@id": `${pageUrl}#${key}`,
    name: fillCount(name, entries.length),
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      ...(entry.description ? { description: entry.description } : {}),
      url: entry.url,
    })),
  };
}

/** A section of guides or playbooks: each entry's page is the one that offers it (its landing page, or the file). */
export function downloadListLd(
  pageUrl: string,
  key: string,
  siteUrl: string,
  section: { title: string; items: ReadonlyArray<{ title: string; description: string; downloadLink: string }> },
): WithContext<ItemList> {
  return itemListLd(
    pageUrl,
    key,
    section.title,
    section.items.map((item) => ({
      name: item.title,
      description: item.description,
      url: canonicalUrl(siteUrl, item.downloadLink),
    })),
  );
}

/** The case studies on the results page, each pointing at its card on the page; named as itemListLd is. */
export function caseStudyListLd(
  pageUrl: string,
  name: string,
  studies: ReadonlyArray<{ company: string; industry: string; challenge: string }>,
): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    "@id": `${pageUrl}#case-studies`,
    name: fillCount(name, studies.length),
    numberOfItems: studies.length,
    itemListElement: studies.map((study, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: `${study.company} (${study.industry})`,
      description: study.challenge,
      url: `${pageUrl}#${slugify(study.company)}`,
    })),
  };
}
