import type { z } from "zod";
import { factFolders, isFigureRef, isFileRef, isLink } from "../../src/lib/schema/graphqlHints";
import { isoDate } from "../../src/lib/schema/shared";
import { unwrap } from "../../src/lib/schema/walk";
import { singular } from "../../src/lib/text";
import { DAY_HINT, DAY_WIDGET } from "../../src/cms/dayWidget";

// The editing screen's fields, generated from the zod content schemas as gatsby/graphqlSdl.ts generates the GraphQL
// types: a field the schema gains appears in the screen, and a field it does not have cannot be edited. The
// walk is the same (src/lib/schema/walk.ts): off come the optional and refine layers, and the zod type left
// becomes a Decap widget.
//
// Decap checks a field as it is typed and before it saves: whether it is required, and one pattern. The patterns
// and their messages are the schema's own, so the screen says what the content check says. What a single field
// cannot express (a field required only when its optional parent is filled in, links that lead to a page,
// unique ids, one featured article) the screen checks with the content check's own rules before saving
// (src/cms/contentCheck.ts).

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  /** [regular expression, message]: Decap refuses a value that does not match, with the message. */
  pattern?: [string, string];
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  /** Subfields of an object or of each item of a list of objects. */
  fields?: CmsField[];
  /** The one field of each item of a list of single values. */
  field?: CmsField;
  /** The kinds of item a list of sections holds, told apart by `typeKey`. */
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  /** A list's one item, as its count names it ("1 old address", where the label is "Old addresses"). */
  label_singular?: string;
  // relation
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  // image
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
}

/** What a reference to a folder of shared facts (or of tools) shows in its drop-down: the field that names each file. */
export const factLabelField: Record<keyof typeof factFolders, string> = {
  clients: "name",
  people: "name",
  testimonials: "quote",
  "case-studies": "headline",
  tools: "route.label",
  "blog-topics": "name",
};

/**
 * The form of a link, as src/lib/schema/shared.ts's `href` refines it (a refine's test cannot be read back from
 * zod; gatsby/cms/__tests__/config.test.ts holds the two to the same answers). Whether it leads to a page is for
 * the content check.
 */
export const LINK_PATTERN = String.raw`^(\/(?!\/)|#[a-z][a-z0-9-]*$|https:\/\/|(mailto|tel):)`;

/** Whether the text has something other than spaces: what `text` (trimmed, at least one character) requires. */
const NOT_BLANK = String.raw`\S`;

/** A day as the files keep it; the content check then refuses one that is no calendar day (2026-02-30). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Longer copy gets a text area rather than a one-line box. */
const LONG_TEXT = new Set([
  "lead",
  "description",
  "summary",
  "answer",
  "quote",
  "bio",
  "challenge",
  "solution",
  "excerpt",
  "blurb",
  "problem",
  "impact",
  "intro",
  "note",
  "body",
]);

const WORDS: Record<string, string> = { cta: "CTA", seo: "SEO", id: "ID", url: "URL", faq: "FAQ", href: "Link" };

/** "primaryCta" → "Primary CTA". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The message zod gives a value that fails this string check, or its own default words. */
function messageOf(check: { message?: string }, fallback: string): string {
  return check.message ?? fallback;
}

/** The one pattern Decap can hold for a string: its regex, an email or URL check, or that it is not blank. */
export function stringPattern(schema: z.ZodString): [string, string] | undefined {
  const checks = schema._def.checks;
  for (const check of checks) {
    if (check.kind === "regex") return [check.regex.source, messageOf(check, "is not in the expected form")];
  }
  for (const check of checks) {
    if (check.kind === "email") return [String.raw`^[^\s@]+@[^\s@]+\.[^\s@]+$`, messageOf(check, "Invalid email")];
    if (check.kind === "url") return [String.raw`^[a-z][a-z0-9+.-]*:\/\/\S+$`, messageOf(check, "Invalid url")];
  }
  const blank = checks.find((check) => check.kind === "min" && check.value === 1);
  return blank && blank.kind === "min" ? [NOT_BLANK, messageOf(blank, "should not be empty")] : undefined;
}

export interface FieldContext {
  /** An optional object or list item above this field: Decap would require the field even when that is empty. */
  insideOptional: boolean;
  /** Where the collection's images are, from the repository's root, and how its files name them. */
  images?: { mediaFolder: string; publicFolder: string };
}

/** One Decap field for a schema field. */
export function fieldFor(name: string, schema: z.ZodTypeAny, context: FieldContext): CmsField | undefined {
  const unwrapped = unwrap(schema);
  const { node, layers } = unwrapped;
  const optional = !unwrapped.required;
  // Decap cannot require a field only when its parent is filled in; the content check does, before saving.
  const required = !optional && !context.insideOptional;
  const base = { name, label: labelOf(name), required };
  const hint = !optional && context.insideOptional ? "Needed when this part is filled in." : undefined;
  const withHint = <T extends CmsField>(field: T): T => (hint ? { ...field, hint } : field);

  if (node.kind === "ref") {
    const fact = node.folder;
    return withHint({
      ...base,
      widget: "relation",
      collection: fact,
      value_field: "{{slug}}",
      search_fields: [factLabelField[fact]],
      display_fields: [factLabelField[fact]],
      options_length: 100,
    });
  }
  if (layers.some(isFigureRef)) {
    return withHint({
      ...base,
      widget: "relation",
      collection: "site",
      file: "site",
      value_field: "figures.*.id",
      search_fields: ["figures.*.label", "figures.*.id"],
      display_fields: ["figures.*.label"],
    });
  }
  if (layers.some(isFileRef)) {
    return withHint({
      ...base,
      widget: "image",
      choose_url: false,
      ...(context.images
        ? { media_folder: context.images.mediaFolder, public_folder: context.images.publicFolder }
        : {}),
      ...(node.kind === "string" && stringPattern(node.schema) ? { pattern: stringPattern(node.schema) } : {}),
    });
  }
  // A day, typed in UK order whatever the browser's language (src/cms/dayWidget.tsx), kept as YYYY-MM-DD: what is
  // not a real day stays as typed and fails the pattern, whose message says how to write one.
  if (layers.includes(isoDate) && node.kind === "string") {
    return withHint({
      ...base,
      widget: DAY_WIDGET,
      pattern: [ISO_DAY.source, `write the day as ${DAY_HINT}, such as 10/11/2026, and a real one`] as [string, string],
    });
  }
  switch (node.kind) {
    case "string": {
      const pattern = layers.some(isLink)
        ? ([LINK_PATTERN, linkMessage(schema)] as [string, string])
        : stringPattern(node.schema);
      return withHint({ ...base, widget: LONG_TEXT.has(name) ? "text" : "string", ...(pattern ? { pattern } : {}) });
    }
    case "enum":
      return withHint({ ...base, widget: "select", options: [...node.options] });
    case "boolean":
      return { ...base, widget: "boolean", required: false, default: false };
    case "number": {
      const checks = node.schema._def.checks;
      const min = checks.find((check) => check.kind === "min");
      const max = checks.find((check) => check.kind === "max");
      return withHint({
        ...base,
        widget: "number",
        value_type: node.integer ? "int" : "float",
        ...(min && min.kind === "min" ? { min: min.value } : {}),
        ...(max && max.kind === "max" ? { max: max.value } : {}),
      });
    }
    // A fixed value (site.json's country, the share image's size): kept as it is, not edited.
    case "literal":
      return { ...base, widget: "hidden", default: node.value };
    case "array":
      return withHint(listFor(base, node.schema, context));
    case "object": {
      const fields = objectFields(node.schema, { ...context, insideOptional: context.insideOptional || optional });
      return withHint({ ...base, widget: "object", collapsed: optional, fields });
    }
    default:
      throw new Error(
        `Field "${name}" uses a zod type (${node.schema.constructor.name}) the editing screen has no widget for`,
      );
  }
}

/** What the schema says of a link that does not start as a link should. */
function linkMessage(schema: z.ZodTypeAny): string {
  const result = schema.safeParse("no-slash");
  return result.success ? "is not a link" : (result.error.issues[0]?.message ?? "is not a link");
}

function listFor(
  base: { name: string; label: string; required: boolean },
  schema: z.ZodArray<z.ZodTypeAny>,
  context: FieldContext,
): CmsField {
  const counts = {
    label_singular: labelOf(singular(base.name)),
    ...(schema._def.minLength ? { min: schema._def.minLength.value } : {}),
    ...(schema._def.maxLength ? { max: schema._def.maxLength.value } : {}),
    ...(schema._def.exactLength ? { min: schema._def.exactLength.value, max: schema._def.exactLength.value } : {}),
  };
  const { node: element } = unwrap(schema.element);
  // Lists of references and of choices are one multiple-choice field.
  if (element.kind === "ref" || element.kind === "enum") {
    const single = fieldFor(base.name, schema.element, context)!;
    return { ...single, ...base, multiple: true, ...counts };
  }
  if (element.kind === "discriminatedUnion") {
    const key = `${String(context.insideOptional)} ${context.images?.mediaFolder ?? ""}`;
    const types =
      unionTypes.get(element.schema)?.get(key) ??
      element.options.map((option) => {
        const kind = (option.shape[element.discriminator] as z.ZodLiteral<string>).value;
        const fields = objectFields(option, context).filter((field) => field.name !== element.discriminator);
        return {
          name: kind,
          label: labelOf(kind),
          widget: "object",
          required: true,
          fields,
          summary: "{{fields.title}}",
        };
      });
    unionTypes.set(element.schema, new Map([...(unionTypes.get(element.schema) ?? []), [key, types]]));
    return { ...base, widget: "list", types, typeKey: element.discriminator, ...counts };
  }
  if (element.kind === "object") {
    const fields = objectFields(element.schema, context);
    const first = fields.find((field) => ["string", "text"].includes(field.widget));
    return {
      ...base,
      widget: "list",
      fields,
      ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
      ...counts,
    };
  }
  const item = fieldFor(singular(base.name), schema.element, context)!;
  return { ...base, widget: "list", field: item, ...counts };
}

const unionTypes = new WeakMap<z.ZodTypeAny, Map<string, CmsField[]>>();
const made = new WeakMap<z.ZodTypeAny, Map<string, CmsField[]>>();

/**
 * The subfields of an object shape, in the schema's order. A shape used in many places (a section, a link) is
 * made once per context, so the written configuration names it once and refers to it (YAML anchors).
 */
export function objectFields(schema: z.ZodObject<z.ZodRawShape>, context: FieldContext): CmsField[] {
  const key = `${String(context.insideOptional)} ${context.images?.mediaFolder ?? ""}`;
  const cache = made.get(schema) ?? new Map<string, CmsField[]>();
  made.set(schema, cache);
  const fields =
    cache.get(key) ?? Object.entries(schema.shape).flatMap(([name, value]) => fieldFor(name, value, context) ?? []);
  cache.set(key, fields);
  return fields;
}
