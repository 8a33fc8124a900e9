import { z } from "zod";
import { isoDate, text } from "./shared";

// Front matter of the legal pages, content/legal/*.md. The body is markdown,
// rendered by src/lib/markdown.ts; gatsby/legalPages.ts turns each file into a
// LegalPage node.

export const legalPageSchema = z.object({
  // Also the page's h1. The content check holds the title's and description's lengths (src/lib/searchListing.ts).
  title: text,
  description: text,
  lastUpdated: isoDate,
});

export type LegalPageFrontmatter = z.infer<typeof legalPageSchema>;
