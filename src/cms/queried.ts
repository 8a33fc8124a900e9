import type { z } from "zod";
import { contentTypes, type ContentTypeName } from "../lib/schema";
import { factFolders, graphqlNameOf, sectionTypeOf, type FactFolder } from "../lib/schema/graphqlHints";
import { optionFor, unwrap } from "../lib/schema/walk";
import { buildDate } from "../lib/siteAge";
import { fillTextIn, type TextFacts } from "../lib/siteText";
import type { ContentSnapshot } from "./snapshot";

// An entry as its page query would return it, for previews through the site's own views: what the GraphQL layer
// does (gatsby/graphqlSdl.ts), done on the entry in the screen. A field the entry leaves out is null; a reference
// to a shared fact is that fact (with its slug), followed as @link follows it; a section has its __typename, and
// its items under the name its fragment gives them (`questions: items`). Text has its placeholders filled
// (the agency's age and site.json's figures: src/lib/siteText.ts), as the build fills them, from the site.json the screen was built with.

type Facts = Map<string, unknown>;

export class Querier {
  private readonly facts: Facts;
  private readonly textFacts: TextFacts | undefined;

  constructor(
    private readonly snapshot: ContentSnapshot,
    today = buildDate(),
  ) {
    this.facts = new Map(snapshot.files.map((file) => [file.file.replace(/\.[^.]+$/, ""), file.data]));
    const site = this.facts.get("site") as { foundingYear?: unknown; figures?: unknown } | undefined;
    const { foundingYear, figures } = site ?? {};
    const { advice } = (this.facts.get("advice") ?? {}) as { advice?: unknown };
    this.textFacts =
      typeof foundingYear === "number"
        ? {
            foundingYear,
            today,
            figures: Array.isArray(figures) ? (figures as TextFacts["figures"]) : [],
            advice: Array.isArray(advice) ? (advice as NonNullable<TextFacts["advice"]>) : [],
          }
        : undefined;
  }

  /** An entry's data with its placeholders filled, as the page will show it. */
  filled<T>(data: T): T {
    return this.textFacts ? fillTextIn(data, this.textFacts) : data;
  }

  /** A shared fact by folder and slug, queried in turn; null when there is none (the content check says so). */
  private fact(folder: FactFolder, slug: string): unknown {
    const data = this.facts.get(`${folder}/${slug}`);
    if (data === undefined) return null;
    const queried = this.value(contentTypes[factFolders[folder]].schema, data);
    return { ...(queried as object), slug };
  }

  value(schema: z.ZodTypeAny, value: unknown): unknown {
    if (value === undefined || value === null || value === "") return null;
    const { node, layers } = unwrap(schema);
    if (node.kind === "ref" && typeof value === "string") return this.fact(node.folder, value);
    if (typeof value === "string") return this.filled(value);
    if (node.kind === "array" && Array.isArray(value)) return value.map((item) => this.value(node.element, item));
    if (node.kind === "discriminatedUnion" && typeof value === "object") {
      const option = optionFor(node, value);
      if (!option) return value;
      const kind = (value as Record<string, unknown>)[node.discriminator];
      const typename = sectionTypeOf(String(kind)) ?? "";
      const section = this.value(option, value) as Record<string, unknown>;
      const alias = this.snapshot.itemAliases[typename];
      return { __typename: typename, ...section, ...(alias ? { [alias]: section.items } : {}) };
    }
    if (node.kind === "object" && typeof value === "object") {
      const fields = Object.fromEntries(
        node.fields.map(([key, field]) => [key, this.value(field, (value as Record<string, unknown>)[key])]),
      );
      // A section of a fixed place on its page (an about page's stats) has its items under its fragment's name too.
      const typename = layers.map(graphqlNameOf).find(Boolean);
      const alias = typename && this.snapshot.itemAliases[typename];
      return alias ? { ...fields, [alias]: fields.items } : fields;
    }
    return value;
  }

  /** A content file's data in its type's query shape. */
  entry(type: ContentTypeName, data: unknown): unknown {
    return this.value(contentTypes[type].schema, data);
  }

  /** A content file's data by its id ("pages/blog"), as the snapshot has it. */
  file(contentId: string): unknown {
    return this.facts.get(contentId);
  }

  /** The files of a folder ("blog-topics"), each with its slug, as the snapshot has them. */
  folder(name: string): Array<{ slug: string; data: unknown }> {
    return [...this.facts]
      .filter(([id]) => id.startsWith(`${name}/`) && !id.slice(name.length + 1).includes("/"))
      .map(([id, data]) => ({ slug: id.slice(name.length + 1), data }));
  }
}
