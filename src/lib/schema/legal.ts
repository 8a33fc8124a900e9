import { z } from "zod";
import { text } from "./shared";

// Front matter of the legal pages, content/legal/*.md. The body is markdown
// rendered by gatsby-transformer-remark; gatsby/legalPages.ts turns each file
// into a LegalPage node.

export const legalPageSchema = z.object({
  // Also the page's h1; " | {brand}" is added for the browser tab.
  title: text.max(
    53,
    "should be at most 53 characters: the site name is added after it and the whole title must fit 65",
  ),
  description: text
    .min(70, "should be at least 70 characters so search results show a useful summary")
    .max(160, "should be at most 160 characters, or search engines cut it off"),
  lastUpdated: z
    .string({ invalid_type_error: 'should be a date in quotes, such as "2026-11-21"' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'should be a date in quotes, such as "2026-11-21"'),
});

export type LegalPageFrontmatter = z.infer<typeof legalPageSchema>;
