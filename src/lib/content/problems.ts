// A problem the content check found, said in an editor's words: the file, the field, and what to do about it.

export interface ContentProblem {
  /** Path relative to the content folder, e.g. "pages/home.json". */
  file: string;
  /** Dotted path of the field, e.g. "hero.primaryCta.href", or "(file)" for the file as a whole. */
  field: string;
  /** The field as the report names it ('field "title" of item 3, "Audit"'), where it differs from `field "…"`. */
  label?: string;
  message: string;
  /** Where in the file, for a file that cannot be read at all. */
  line?: number;
  column?: number;
  /** The line of the file the problem is on, quoted with a marker under the column. */
  excerpt?: string;
}

/** "hero.items[2].title" from a list of keys and indexes. */
export function fieldPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>(
    (out, segment) => (typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment),
    "",
  );
}

/** Line `line` (1-based) of the text, with a caret under `column` (1-based). */
export function excerptAt(text: string, line: number, column: number): string {
  const source = (text.split("\n")[line - 1] ?? "").replace(/\t/g, " ");
  const gutter = `${line} | `;
  return `${gutter}${source}\n${" ".repeat(gutter.length + Math.max(column - 1, 0))}^`;
}

/**
 * One line per problem: `content/{file}:{line}:{column}: field "{field}" {message}` (or "the text {message}" for a
 * markdown file's body: "the text links to /privcy, …"), the excerpt below.
 */
export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems
    .map((p) => {
      const where = `content/${p.file}${p.line ? `:${p.line}:${p.column ?? 1}` : ""}`;
      const what =
        p.field === "(file)" ? p.message : p.field === "(text)" ? `the text ${p.message}` : `${p.label ?? `field "${p.field}"`} ${p.message}`;
      const excerpt = p.excerpt ? `\n${p.excerpt.replace(/^/gm, "    ")}` : "";
      return `${where}: ${what}${excerpt}`;
    })
    .join("\n");
}
