import { z } from "zod";
import { readContent } from "../../content/readContent";
import { walk } from "../../../src/lib/content/walk";
import { collections as routeCollections } from "../../../src/lib/routes";
import { contentTypeFor, contentTypes } from "../../../src/lib/schema";
import { factFolders, isFigureRef, isFileRef, refTarget } from "../../../src/lib/schema/graphqlHints";
import { href, isoDate } from "../../../src/lib/schema/shared";
import { unwrap } from "../../../src/lib/schema/walk";
import { cmsBackend } from "../backend";
import { cmsConfig, type CmsCollection } from "../config";
import { LINK_PATTERN, type CmsField } from "../fields";
import { ADDRESS_WIDGET } from "../../../src/cms/renames";
import { WRITER_WIDGET } from "../../../src/cms/writerWidget";
import { DAY_WIDGET } from "../../../src/cms/dayWidget";

// The editing screen's configuration and the content schemas must never disagree: every content file is editable
// in exactly one place, every schema field is a field of the screen (and no other field is), with the same
// requiredness, shape, choices and references, and every pattern the screen holds a value to gives the schema's
// own answer and words.

const { files, names } = readContent();
const subFolders = [
  ...new Set(names.map((name) => name.split("/").slice(0, -1).join("/")).filter((dir) => dir.includes("/"))),
].filter((dir) => !dir.endsWith("/images"));
const config = cmsConfig({ backend: cmsBackend({}), siteUrl: "https://example.co.uk", subFolders });

type Entry = { collection: CmsCollection; fields: CmsField[]; file?: string };

/** Where the screen edits a content file (relative to content/): the collections that would list it. */
function editorsOf(file: string): Entry[] {
  return config.collections.flatMap((collection): Entry[] => {
    if (collection.files) {
      return collection.files
        .filter((entry) => entry.file === `content/${file}`)
        .map((entry) => ({ collection, fields: entry.fields, file: entry.file }));
    }
    const folder = collection.folder!.replace(/^content\//, "");
    const inFolder = file.startsWith(`${folder}/`) && !file.slice(folder.length + 1).includes("/");
    return inFolder && file.endsWith(`.${collection.extension}`) ? [{ collection, fields: collection.fields! }] : [];
  });
}

/** Asserts that `field` is the screen's rendering of `schema`, all the way down. */
function expectAgrees(schema: z.ZodTypeAny, field: CmsField, where: string, insideOptional = false): void {
  const { layers, core: inner, required } = unwrap(schema);
  const optional = !required;
  const context = `${where} (${field.widget})`;
  if (inner instanceof z.ZodBoolean) {
    expect([context, field.widget]).toEqual([context, "boolean"]);
    return;
  }
  if (!(inner instanceof z.ZodLiteral)) {
    expect([context, field.required]).toEqual([context, !optional && !insideOptional]);
  }
  const fact = layers.map(refTarget).find(Boolean);
  if (fact) {
    // An article's author is chosen from the writers only, by the screen's own relation field.
    expect([context, field.widget === WRITER_WIDGET ? "relation" : field.widget, field.collection]).toEqual([
      context,
      "relation",
      fact,
    ]);
  } else if (layers.some(isFigureRef)) {
    expect([context, field.widget, field.collection, field.value_field]).toEqual([
      context,
      "relation",
      "site",
      "figures.*.id",
    ]);
  } else if (layers.some(isFileRef)) {
    expect([context, field.widget]).toEqual([context, "image"]);
  } else if (layers.includes(isoDate)) {
    // Typed in UK order, kept as the files keep it (src/cms/dayWidget.tsx).
    expect([context, field.widget, field.pattern?.[0]]).toEqual([context, DAY_WIDGET, "^\\d{4}-\\d{2}-\\d{2}$"]);
  } else if (inner instanceof z.ZodString) {
    // An article's address has the screen's own field, which offers to redirect the old one (src/cms/renames.ts).
    expect([context, ["string", "text", ADDRESS_WIDGET].includes(field.widget)]).toEqual([context, true]);
  } else if (inner instanceof z.ZodEnum) {
    expect([context, field.widget, field.options]).toEqual([context, "select", inner.options]);
  } else if (inner instanceof z.ZodNumber) {
    expect([context, field.widget]).toEqual([context, "number"]);
  } else if (inner instanceof z.ZodLiteral) {
    expect([context, field.widget, field.default]).toEqual([context, "hidden", inner.value]);
  } else if (inner instanceof z.ZodObject) {
    expect([context, field.widget]).toEqual([context, "object"]);
    expectSameFields(inner, field.fields ?? [], where, insideOptional || optional);
  } else if (inner instanceof z.ZodArray) {
    const { layers: elementLayers, core: element } = unwrap(inner.element);
    if (elementLayers.some((layer) => refTarget(layer)) || element instanceof z.ZodEnum) {
      expect([context, field.multiple]).toEqual([context, true]);
    } else if (element instanceof z.ZodDiscriminatedUnion) {
      expect([context, field.widget, field.typeKey]).toEqual([context, "list", element.discriminator]);
      const kinds = [...element.optionsMap.keys()];
      expect([context, field.types?.map((type) => type.name)]).toEqual([context, kinds]);
      for (const type of field.types ?? []) {
        const option = element.optionsMap.get(type.name) as z.ZodObject<z.ZodRawShape>;
        const shape = option.omit({ [element.discriminator]: true } as Record<string, true>);
        expectSameFields(shape, type.fields ?? [], `${where}[${type.name}]`, insideOptional);
      }
    } else if (element instanceof z.ZodObject) {
      expect([context, field.widget]).toEqual([context, "list"]);
      expectSameFields(element, field.fields ?? [], `${where}[]`, insideOptional);
    } else {
      expect([context, field.widget]).toEqual([context, "list"]);
      expectAgrees(inner.element, field.field!, `${where}[]`, insideOptional);
    }
  } else {
    throw new Error(`${where}: no rule for ${inner.constructor.name}`);
  }
}

function expectSameFields(
  schema: z.ZodObject<z.ZodRawShape>,
  fields: readonly CmsField[],
  where: string,
  inside = false,
) {
  expect([where, fields.map((field) => field.name)]).toEqual([where, Object.keys(schema.shape)]);
  for (const field of fields) expectAgrees(schema.shape[field.name]!, field, `${where}.${field.name}`, inside);
}

describe("the editing screen's configuration (generated from the content schemas)", () => {
  it("edits every content file in exactly one place, with its content type's fields", () => {
    const editable = names.filter((name) => contentTypeFor(name));
    expect(editable.length).toBeGreaterThan(50);
    for (const name of editable) {
      const editors = editorsOf(name);
      expect([name, editors.length]).toEqual([name, 1]);
      const type = contentTypeFor(name)!;
      const shape = unwrap(contentTypes[type].schema).core as z.ZodObject<z.ZodRawShape>;
      const fields = editors[0]!.fields.filter((field) => !(name.endsWith(".md") && field.name === "body"));
      expectSameFields(shape, fields, name);
    }
  });

  it("makes every collection of the route table and every folder of shared facts a folder collection that can create and delete", () => {
    const folders = [...routeCollections.map((collection) => collection.folder), ...Object.keys(factFolders)];
    for (const folder of folders) {
      const collection = config.collections.find((c) => c.folder === `content/${folder}`);
      expect([folder, collection?.create, collection?.delete]).toEqual([folder, true, true]);
    }
    // Once each, though a folder may be both (the tools: pages, and the files the tool cards name).
    const names = config.collections.map((collection) => collection.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(config.collections.find((c) => c.name === "blog")?.fields?.at(-1)).toMatchObject({
      name: "body",
      widget: "markdown",
    });
  });

  it("turns the editorial workflow on, and saves through Git Gateway when asked to", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(
      cmsConfig({ backend: cmsBackend({ CMS_BACKEND: "git-gateway" }), siteUrl: "x", subFolders }).backend,
    ).toEqual({ name: "git-gateway", branch: "main" });
  });

  it("signs in to GitHub through the site's own Worker, unless another provider is named", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      base_url: "https://example.co.uk",
      auth_endpoint: "api/auth",
    });
    const elsewhere = cmsConfig({
      backend: cmsBackend({ CMS_AUTH_URL: "https://auth.example.com" }),
      siteUrl: "https://example.co.uk",
      subFolders,
    });
    expect(elsewhere.backend).toMatchObject({ base_url: "https://auth.example.com" });
    expect(elsewhere.backend).not.toHaveProperty("auth_endpoint");
    const gateway = cmsConfig({ backend: cmsBackend({ CMS_BACKEND: "git-gateway" }), siteUrl: "x", subFolders });
    expect(gateway.backend).not.toHaveProperty("base_url");
  });

  it("links each page's draft to its preview, under the commit status the preview's workflow posts", () => {
    expect(config.backend).toMatchObject({ preview_context: "deploy/preview" });
    const previewPath = (name: string) =>
      config.collections.find((collection) => collection.name === name)?.preview_path;
    expect(previewPath("blog")).toBe("blog/{{slug}}/");
    expect(previewPath("industries--legal-firms")).toBe("industries/legal-firms/{{slug}}/");
    expect(previewPath("campaign-pages")).toBe("{{slug}}/");
    // Shared facts have no page of their own.
    expect(previewPath("clients")).toBeUndefined();
  });

  it("calls an article's date its publish date, and says what a later one does", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    const date = blog?.fields?.find((field) => field.name === "date");
    expect(date).toMatchObject({ label: "Publish date", widget: DAY_WIDGET, required: true });
    expect(date?.hint).toMatch(/A later day schedules it: until then it has no page and is listed nowhere/);
  });

  it("gives an article an address field that renames it, and lists its old addresses", () => {
    const blog = config.collections.find((collection) => collection.name === "blog");
    const field = (name: string) => blog?.fields?.find((candidate) => candidate.name === name);
    expect(field("address")).toMatchObject({ label: "Address", widget: ADDRESS_WIDGET, required: false });
    expect(field("address")?.hint).toMatch(/the screen offers to redirect the old address here/);
    expect(field("formerAddresses")).toMatchObject({ label: "Old addresses", widget: "list", required: false });
    expect(field("formerAddresses")?.field).toMatchObject({ name: "formerAddress", label: "Former address" });
    expect(field("aliases")?.field).toMatchObject({ name: "alias", label: "Alias" });
    // Other collections keep the plain text field.
    const services = config.collections.find((collection) => collection.name === "services");
    expect(JSON.stringify(services)).not.toContain(ADDRESS_WIDGET);
  });

  it("lets an editor keep the redirects, under Site and menus", () => {
    const site = config.collections.find((collection) => collection.name === "site");
    const redirects = site?.files?.find((file) => file.file === "content/redirects.json");
    expect(redirects?.label).toBe("Redirects (redirects.json)");
    expect(redirects?.fields.map((field) => field.name)).toEqual(["redirects"]);
  });

  it("holds every value the content has to its field's pattern, and refuses with the schema's own words", () => {
    const problems: string[] = [];
    for (const file of files) {
      const editor = editorsOf(file.file)[0]!;
      const byPath = new Map<string, CmsField>();
      const index = (fields: readonly CmsField[], prefix: string) => {
        for (const field of fields) {
          byPath.set(`${prefix}${field.name}`, field);
          index(field.fields ?? [], `${prefix}${field.name}.`);
          for (const type of field.types ?? []) index(type.fields ?? [], `${prefix}${field.name}.`);
          if (field.field) byPath.set(`${prefix}${field.name}.`, field.field);
        }
      };
      index(editor.fields, "");
      walk(contentTypes[file.type].schema, file.data, (_layers, value, path) => {
        if (typeof value !== "string") return;
        const key = path
          .map((part) => (typeof part === "number" ? "" : part))
          .join(".")
          .replace(/\.\./g, ".");
        const field = byPath.get(key) ?? byPath.get(`${key.replace(/\.$/, "")}.`);
        if (field?.pattern && !new RegExp(field.pattern[0]).test(value)) {
          problems.push(`${file.file} ${key}: ${value}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it("gives a link field's pattern the same answer as the schema's link rule", () => {
    const pattern = new RegExp(LINK_PATTERN);
    for (const value of [
      "/contact",
      "/resources#guides",
      "#faq",
      "https://x.co",
      "mailto:a@b.co",
      "tel:+44",
      "x",
      "//x",
      "#Bad",
      "http://x",
    ]) {
      expect([value, pattern.test(value)]).toEqual([value, href.safeParse(value).success]);
    }
  });

  it("words a pattern's refusal as the schema does", () => {
    const readTime = config.collections.find((c) => c.name === "blog")!.fields!.find((f) => f.name === "readTime")!;
    const result = contentTypes.BlogPost.schema.shape.readTime.safeParse("seven minutes");
    expect(result.success).toBe(false);
    expect(readTime.pattern?.[1]).toBe(result.error?.issues[0]?.message);
  });
});
