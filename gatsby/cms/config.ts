import { collectionOf, collections as routeCollections, singlePages } from "../../src/lib/routes";
import { contentTypeFor, contentTypes, isMarkdownType, type ContentTypeName } from "../../src/lib/schema";
import { factFolders } from "../../src/lib/schema/graphqlHints";
import { unwrap } from "../../src/lib/schema/walk";
import { AUTH_START } from "../../src/lib/siteWorker";
import { PREVIEW_STATUS_CONTEXT } from "../../src/lib/preview";
import { ADDRESS_WIDGET } from "../../src/cms/renames";
import { FORMATS } from "../../src/cms/fileFormats";
import { WRITER_WIDGET } from "../../src/cms/writerWidget";
import { type CmsBackend } from "./backend";
import { factLabelField, labelOf, objectFields, type CmsField } from "./fields";

// The Decap CMS configuration (public/admin/config.yml), generated from the route table and the content
// schemas at every build: each collection of the route table and each folder of shared facts is a folder
// collection (create, edit, delete); site.json, navigation.json, redirects.json and the single pages are file
// collections.

/** Where the repository keeps the content files, relative to its root: Decap reads and writes paths from there. */
export const CONTENT_ROOT = "content";
/** Blog covers sit in content/blog/images/, named in front matter as "./images/<file>" (from the repository's root: a leading /). */
export const BLOG_IMAGES = { mediaFolder: `/${CONTENT_ROOT}/blog/images`, publicFolder: "./images" };

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  media_folder?: string;
  public_folder?: string;
  preview_path?: string;
  fields?: CmsField[];
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
  editor?: { preview: boolean };
}

export interface CmsConfig {
  backend: Record<string, unknown>;
  publish_mode?: "editorial_workflow";
  site_url: string;
  display_url: string;
  locale: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: CmsCollection[];
}

/** Editors' names for the folders, where the folder's own name says too little; anything else is its name. */
const FOLDER_LABELS: Record<string, [plural: string, singular: string]> = {
  blog: ["Blog articles", "Blog article"],
  "blog-topics": ["Blog topics", "Blog topic"],
  services: ["Service pages", "Service page"],
  "campaign-pages": ["Campaign pages", "Campaign page"],
  industries: ["Industry pages", "Industry page"],
  landing: ["Landing pages (guides)", "Landing page"],
  tools: ["Tool pages", "Tool page"],
  clients: ["Clients", "Client"],
  people: ["People", "Person"],
  testimonials: ["Testimonials", "Testimonial"],
  "case-studies": ["Case studies", "Case study"],
  documents: ["Guides and playbooks (PDFs)", "Guide or playbook"],
  templates: ["Templates (spreadsheets)", "Template"],
  experiments: ["Experiments (A/B tests)", "Experiment"],
};

/** Folders of what the site hands over as files (gatsby/downloads/): not pages, nor facts pages cite. */
const DOWNLOAD_FOLDERS = ["documents", "templates"] as const;

/** What an experiment's fields mean, in the screen's words (src/lib/experiments.ts). */
const EXPERIMENT_NOTES: Record<string, Partial<Pick<CmsField, "label" | "label_singular" | "hint" | "widget">>> = {
  title: {
    label: "What is tested",
    hint: 'In words, such as "Home page: the words of the main button". The file is named from it, and the report heads it.',
  },
  pages: {
    label: "Pages",
    label_singular: "Page",
    hint: "Each page's address, such as / or /services/paid-advertising. A page runs one experiment at a time.",
  },
  field: {
    label: "What varies",
    hint: "hero.title is the hero's heading, hero.lead its sub-heading, hero.primaryCta.label the words of its main button.",
  },
  variants: {
    label: "Variants",
    label_singular: "Variant",
    hint: "Each one's words in place of the page's own; the page as it is, the control, is always shown too. Its id names it in the report: lower-case words joined by hyphens.",
  },
  goal: { label: "Judged by", hint: "The conversion that decides it: enquiry is an enquiry the team received." },
  baselineRate: {
    label: "Conversion rate now (%)",
    hint: "The share of the pages' visitors who make that conversion today, from the measurements, such as 2.4.",
  },
  minimumLift: {
    label: "Smallest lift worth detecting (%)",
    hint: "Relative: 25 means from 2.4% to 3.0%. Smaller lifts need many more visitors; the build prints how many.",
  },
  recentDailyVisitors: {
    label: "Visitors a day lately",
    hint: "From the measurements. With it, the check refuses an end date too soon to reach the sample size.",
  },
  start: { label: "First day", hint: "The first build on or after this day starts it." },
  end: {
    label: "Last day",
    hint: "It ends after this day. To end it early, set today. Then keep the page's words, or copy the winner into the page.",
  },
};

/** The fields of a content type's files; a markdown file's text is its `body`. */
/**
 * What a field means beyond its name, where the name says too little: an article's date is when it publishes, and
 * its address is where it is, which the screen's own widget changes (src/cms/rename.tsx).
 */
const FIELD_NOTES: Partial<
  Record<ContentTypeName, Record<string, Partial<Pick<CmsField, "label" | "label_singular" | "hint" | "widget">>>>
> = {
  BlogPost: {
    author: { hint: "Only the team's writers are offered: a person with a bio and expertise.", widget: WRITER_WIDGET },
    date: {
      label: "Publish date",
      hint: "The article appears on the site on this day. A later day schedules it: until then it has no page and is listed nowhere, and the first build on or after that day publishes it.",
    },
    address: {
      label: "Address",
      hint: "Where the article is, after /blog/. Left empty, it is the file's name. Changing it renames the article: the screen offers to redirect the old address here, so links to it keep working.",
      widget: ADDRESS_WIDGET,
    },
    formerAddresses: {
      label: "Old addresses",
      label_singular: "Old address",
      hint: "Addresses the article had before, each redirecting here for good (301). The screen adds one when you change the address.",
    },
  },
  Experiment: EXPERIMENT_NOTES,
};

export function fieldsOfType(type: ContentTypeName, images?: typeof BLOG_IMAGES): CmsField[] {
  const { node } = unwrap(contentTypes[type].schema);
  if (node.kind !== "object") throw new Error(`Content type ${type} must be an object schema`);
  const notes = FIELD_NOTES[type] ?? {};
  const fields = objectFields(node.schema, { insideOptional: false, images }).map((field) =>
    Object.hasOwn(notes, field.name) ? { ...field, ...notes[field.name] } : field,
  );
  if (!isMarkdownType(type)) return fields;
  return [...fields, { name: "body", label: "Text", widget: "markdown", required: true }];
}

/** The field an entry is named by in lists, and its new file's name made from. */
function identifierOf(fields: readonly CmsField[], folder: string): string {
  if (folder in factLabelField) return factLabelField[folder as keyof typeof factLabelField];
  if (fields.some((field) => field.name === "title")) return "title";
  return "route.label";
}

function folderCollection(folder: string, label?: string): CmsCollection {
  const type = contentTypeFor(`${folder}/x.json`) ?? contentTypeFor(`${folder}/x.md`);
  if (!type) throw new Error(`No content type takes the files of content/${folder}`);
  const markdown = isMarkdownType(type);
  const images = type === "BlogPost" ? BLOG_IMAGES : undefined;
  const fields = fieldsOfType(type, images);
  const top = folder.split("/")[0]!;
  const [plural, singular] = FOLDER_LABELS[top] ?? [labelOf(top), labelOf(top)];
  const identifier = identifierOf(fields, top);
  return {
    name: folder.replace(/\//g, "--"),
    label: label ?? plural,
    label_singular: singular,
    folder: `${CONTENT_ROOT}/${folder}`,
    extension: markdown ? "md" : "json",
    format: FORMATS[markdown ? "md" : "json"].name,
    create: true,
    delete: true,
    // The file name is the page's address: lower-case words joined by hyphens.
    slug: `{{${identifier}}}`,
    identifier_field: identifier,
    summary: `{{${identifier}}}`,
    ...(images ? { media_folder: images.mediaFolder, public_folder: images.publicFolder } : {}),
    ...previewPathOf(folder),
    fields,
  };
}

/**
 * Where an entry of a folder of pages is on a preview of its draft (the screen's "View preview" link, from the
 * preview's address that the draft's commit status gives: scripts/previewStatus.ts), by the route table's pattern:
 * "blog/{{slug}}/" for an article, "industries/legal-firms/{{slug}}/" for an industry's sub-page.
 */
function previewPathOf(folder: string): { preview_path?: string } {
  const found = collectionOf(`${folder}/{{slug}}`);
  if (!found) return {};
  return { preview_path: `${found.collection.path.replace("{slug}", found.slug).slice(1)}/` };
}

export interface CmsConfigOptions {
  backend: CmsBackend;
  siteUrl: string;
  /** Folders of sub-pages inside a collection's folder ("industries/legal-firms"), each its own collection. */
  subFolders: readonly string[];
}

/**
 * The GitHub backend signs in through the site's own Worker (worker/signIn.ts), unless CMS_AUTH_URL names
 * another provider: Decap opens its popup at `${base_url}/${auth_endpoint}`.
 */
function withSignIn(settings: Record<string, string>, siteUrl: string): Record<string, string> {
  if (settings.name !== "github" || settings.base_url) return settings;
  return { ...settings, base_url: new URL(siteUrl).origin, auth_endpoint: AUTH_START.slice(1) };
}

export function cmsConfig({ backend, siteUrl, subFolders }: CmsConfigOptions): CmsConfig {
  const pages: CmsCollection[] = routeCollections.flatMap((collection) => [
    folderCollection(collection.folder),
    ...subFolders
      .filter((folder) => folder.startsWith(`${collection.folder}/`))
      .map((folder) =>
        folderCollection(
          folder,
          `${FOLDER_LABELS[collection.folder]?.[0] ?? labelOf(collection.folder)}: ${labelOf(folder.slice(collection.folder.length + 1))}`,
        ),
      ),
  ]);
  // Folders that are a collection of pages too (the tools) are already there, under the same name.
  const facts = Object.keys(factFolders)
    .filter((folder) => !routeCollections.some((collection) => collection.folder === folder))
    .map((folder) => folderCollection(folder));
  const file = (contentId: string, label: string) => {
    const path = [`${contentId}.json`, `${contentId}.md`].find((name) => contentTypeFor(name));
    const type = path && contentTypeFor(path);
    if (!path || !type) throw new Error(`No content type takes content/${contentId}`);
    return { name: contentId.replace(/\//g, "--"), label, file: `${CONTENT_ROOT}/${path}`, fields: fieldsOfType(type) };
  };
  const single = (kind: "json" | "md") =>
    singlePages
      .filter((page) => (kind === "md") === page.content.startsWith("legal/"))
      .map((page) => file(page.content, `${page.path === "/" ? "Home" : labelOf(page.path.slice(1))} (${page.path})`));
  return {
    backend: {
      ...withSignIn(backend.settings, siteUrl),
      // The commit status whose target is a draft's preview (scripts/previewStatus.ts posts it).
      ...(backend.settings.name === "github" ? { preview_context: PREVIEW_STATUS_CONTEXT } : {}),
    },
    ...(backend.editorialWorkflow ? { publish_mode: "editorial_workflow" as const } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    locale: "en",
    media_folder: BLOG_IMAGES.mediaFolder.slice(1),
    public_folder: BLOG_IMAGES.publicFolder,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...pages,
      ...facts,
      ...DOWNLOAD_FOLDERS.map((folder) => folderCollection(folder)),
      folderCollection("experiments"),
      {
        name: "pages",
        label: "Pages",
        description: "The one-off pages; their addresses are set in the code (src/lib/routeData.ts).",
        format: FORMATS.json.name,
        files: single("json"),
      },
      { name: "legal", label: "Legal pages", format: FORMATS.md.name, files: single("md") },
      {
        name: "site",
        label: "Site and menus",
        format: FORMATS.json.name,
        files: [
          file("site", "Site facts (site.json)"),
          file("navigation", "Menus (navigation.json)"),
          file("redirects", "Redirects (redirects.json)"),
          file("advice", "Standing advice (advice.json)"),
        ],
      },
    ],
  };
}
