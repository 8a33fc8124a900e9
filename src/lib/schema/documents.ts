import { z } from "zod";
import { playbookCategories } from "../libraryCategories";
import { oneOf, text } from "./shared";

// The documents the site hands over: guides and playbooks (content/documents/*.md, front matter here, chapters in
// the markdown: src/lib/documents/outline.ts) and spreadsheet templates (content/templates/*.json). The build
// makes each a file in public/downloads/ (gatsby/downloads/): a PDF, or an XLSX workbook.

export const documentKinds = ["guide", "playbook"] as const;
export const difficulties = ["Beginner", "Intermediate", "Advanced"] as const;

export const offerDocumentSchema = z
  .object({
    /** The title on the cover and on the cards of /resources and /playbooks. */
    title: text,
    /** A guide is listed on /resources, a playbook on /playbooks. */
    kind: oneOf(documentKinds),
    /** One or two sentences: the cards' description. */
    summary: text,
    /** The category its card is filed under (a playbook's is one of /playbooks' filters); "category" in other
     * markdown is a blog topic, so it has a name of its own here. */
    channel: text,
    topics: z.array(text).min(1, "should list at least one topic").max(6, "should list at most six topics"),
    /** A playbook's level, shown on its card. */
    difficulty: oneOf(difficulties).optional(),
    /** A playbook's card opens to this: what its first chapter gives the reader. */
    preview: text.optional(),
  })
  .superRefine((document, context) => {
    // A playbook is filed under its channel on /playbooks, and any document's form asks the channel's question.
    if (!(playbookCategories as readonly string[]).includes(document.channel)) {
      context.addIssue({
        code: "custom",
        path: ["channel"],
        message: `should be one of the playbook categories: ${playbookCategories.join(", ")}`,
      });
    }
    if (document.kind !== "playbook") return;
    if (!document.difficulty)
      context.addIssue({ code: "custom", path: ["difficulty"], message: "is required for a playbook" });
    if (!document.preview)
      context.addIssue({ code: "custom", path: ["preview"], message: "is required for a playbook" });
  });

export const columnFormats = ["text", "integer", "decimal", "currency", "percent"] as const;

/** A cell as written: text, or a number in a number column ("2400", "0.035" for 3.5%); "" where a formula computes it. */
const cell = z.string();

export const templateSchema = z
  .object({
    title: text,
    description: text,
    /** What kind of working document it is: "Spreadsheet", "Checklist", "Report"… */
    type: text,
    category: text,
    /** How to use it: the workbook's first sheet, one step a line. */
    instructions: z.array(text).min(1, "should say how to use the template, one step an item"),
    columns: z
      .array(
        z.object({
          name: text,
          format: oneOf(columnFormats),
          width: z.number().int().min(8, "should be 8 characters or more").max(60, "should be 60 characters or fewer"),
          /** What goes in the column: the note on its heading. */
          note: text,
          /**
           * An Excel formula as the first example row (the sheet's row 2) has it, filled down the column as a
           * spreadsheet fills it: "=B2/C2" is "=B3/C3" on the next row.
           */
          formula: z.string().startsWith("=", "should start with =").optional(),
          /**
           * The only values the column takes ("Pass", "Fix", "Not applicable"): the spreadsheet offers them as a
           * list and refuses others, and the example rows must use them.
           */
          options: z.array(text).min(2, "should list at least two values").optional(),
        }),
      )
      .min(2, "should have at least two columns"),
    rows: z.array(z.array(cell)).min(1, "should have at least one example row"),
  })
  .superRefine((template, context) => {
    const width = template.columns.length;
    template.rows.forEach((row, index) => {
      if (row.length !== width) {
        context.addIssue({
          code: "custom",
          path: ["rows", index],
          message: `has ${row.length} values for ${width} columns`,
        });
      }
    });
    template.columns.forEach((column, index) => {
      const values = template.rows.map((row) => row[index]);
      if (column.formula) {
        if (values.some((value) => value)) {
          context.addIssue({
            code: "custom",
            path: ["columns", index, "formula"],
            message: `computes "${column.name}", so every row's value in that column should be ""`,
          });
        }
        return;
      }
      template.rows.forEach((row, rowIndex) => {
        const value = row[index];
        if (column.options && value && !column.options.includes(value)) {
          context.addIssue({
            code: "custom",
            path: ["rows", rowIndex, index],
            message: `is "${value}", but "${column.name}" takes only ${column.options.map((option) => `"${option}"`).join(", ")}`,
          });
        }
        if (column.format !== "text" && value && !Number.isFinite(Number(value))) {
          context.addIssue({
            code: "custom",
            path: ["rows", rowIndex, index],
            message: `should be a number, such as "2400" or "0.035", since "${column.name}" is a ${column.format} column`,
          });
        }
      });
      if (values.every((value) => !value)) {
        context.addIssue({
          code: "custom",
          path: ["columns", index],
          message: `"${column.name}" is empty: give it a value in at least one example row, or a formula`,
        });
      }
    });
  });

export type OfferDocumentFrontmatter = z.infer<typeof offerDocumentSchema>;
export type Template = z.infer<typeof templateSchema>;
