import matter from "gray-matter";
import yaml from "js-yaml";

// Markdown front matter is YAML. YAML 1.1 turns an unquoted 2026-02-30 into a Date, which JavaScript rolls
// over to 2 March; the core schema keeps every value as written, so the content check sees dates as their text.
// (gatsby-transformer-remark still turns a valid unquoted date into an ISO time on the node; views read the
// day from it.)

export const frontMatterEngines = {
  yaml: (source: string): object => (yaml.load(source, { schema: yaml.CORE_SCHEMA }) as object | null) ?? {},
};

/** A markdown file's front matter and body, read as the site reads them. */
export function readFrontMatter(raw: string): { data: Record<string, unknown>; body: string; bodyLine: number } {
  const parsed = matter(raw, { engines: frontMatterEngines });
  const bodyStart = raw.length - parsed.content.length;
  return {
    data: parsed.data as Record<string, unknown>,
    body: parsed.content,
    bodyLine: raw.slice(0, bodyStart).split("\n").length,
  };
}

/** The text of a markdown file's front matter, between its --- lines (it starts on the file's second line). */
export const frontMatterText = (raw: string): string | undefined => /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1];
