import fs from "node:fs";
import path from "node:path";
import { readFrontMatter } from "../../gatsby/content/frontMatter";
import type { z } from "zod";
import { readOutline } from "../../src/lib/documents/outline";
import { downloadPath } from "../../src/lib/downloads";
import { readTimeOf } from "../../src/lib/schema/blog";
import { contentTypes, type ContentTypeName } from "../../src/lib/schema";
import { optionFor, unwrap } from "../../src/lib/schema/walk";
import type { featureSection, statSection } from "../../src/lib/schema/sections";
import { buildDate } from "../../src/lib/siteAge";
import { fillTextIn, type TextFacts } from "../../src/lib/siteText";
import type { LeadContact } from "../../src/lib/leads";
import { leadContactOf, shownSiteFacts, type SiteFactsData } from "../../src/hooks/useSiteFacts";
import { CONTENT_DIR } from "./paths";

// Page data in the shape the page queries return, built from the real content files, so a view test renders what
// the build would render without a hand-written copy of the content to keep in step. It does what the GraphQL
// layer does (gatsby/graphqlSdl.ts): a field the file leaves out is null, a reference to a shared fact (a client,
// person, quote or case study) is replaced by that fact, and where a view's fragment renames a field
// (`stats: items`) the fixture gives it under that name.

type SchemaOf<N extends ContentTypeName> = (typeof contentTypes)[N]["schema"];

/** A content file's data as zod reads it: references are still file names, absent optional fields undefined. */
export type Parsed<N extends ContentTypeName> = z.infer<SchemaOf<N>>;

/** A value as GraphQL returns it: every optional field present, and null when the file leaves it out. */
export type Queried<T> = T extends readonly (infer Item)[]
  ? ReadonlyArray<Queried<Item>>
  : T extends object
    ? { readonly [K in keyof T]-?: Queried<Exclude<T[K], undefined>> | (undefined extends T[K] ? null : never) }
    : T;

const rawJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));

const site = rawJson("site.json") as Omit<TextFacts, "today">;
const facts: TextFacts = { foundingYear: site.foundingYear, figures: site.figures, today: buildDate() };

/** Content as the pages show it: each placeholder ({years}, {figure:id}) filled, as the build fills it. */
export const shown = <T>(data: T): T => fillTextIn(data, facts);

/** A content file (path under content/) as the pages show it. */
export const shownJson = (file: string): unknown => shown(rawJson(file));

const readJson = shownJson;

/** The runtime half of Queried<T>: walks the value along its schema and fills each absent field with null. */
function queried(schema: z.ZodTypeAny, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const { node } = unwrap(schema);
  if (node.kind === "object" && typeof value === "object") {
    return Object.fromEntries(
      node.fields.map(([key, field]) => [key, queried(field, (value as Record<string, unknown>)[key])]),
    );
  }
  if (node.kind === "array" && Array.isArray(value)) return value.map((item) => queried(node.element, item));
  if (node.kind === "discriminatedUnion") {
    const option = optionFor(node, value);
    return option ? queried(option, value) : value;
  }
  return value;
}

/** A content file (path under content/), checked against its content type's schema; a bad file fails the test. */
export function parsedContent<N extends ContentTypeName>(type: N, file: string): Parsed<N> {
  const schema: z.ZodTypeAny = contentTypes[type].schema;
  return schema.parse(readJson(file)) as Parsed<N>;
}

/** A content file as its node reads in GraphQL, before references are followed. */
export function queriedContent<N extends ContentTypeName>(type: N, file: string): Queried<Parsed<N>> {
  // The cast is what queried() does at run time: it fills exactly the optional fields Queried<T> makes nullable.
  return queried(contentTypes[type].schema, parsedContent(type, file)) as Queried<Parsed<N>>;
}

// ---- Shared facts, followed as @link follows them: by file name, to the whole fact ----

export const client = (slug: string) => queriedContent("Client", `clients/${slug}.json`);

export function person(slug: string) {
  const data = queriedContent("Person", `people/${slug}.json`);
  return { ...data, client: data.client === null ? null : client(data.client) };
}

export function testimonial(slug: string) {
  const data = queriedContent("Testimonial", `testimonials/${slug}.json`);
  return { ...data, slug, person: person(data.person) } satisfies Queries.TestimonialFieldsFragment;
}

export function caseStudy(slug: string) {
  const data = queriedContent("CaseStudy", `case-studies/${slug}.json`);
  return {
    ...data,
    slug,
    client: client(data.client),
    testimonial: data.testimonial === null ? null : testimonial(data.testimonial),
  } satisfies Queries.CaseStudyFieldsFragment;
}

// ---- Fragments that rename a field ----

export const statSectionFields = (
  section: Queried<z.infer<typeof statSection>>,
): Queries.StatSectionFieldsFragment => ({ ...section, stats: section.items });

export const featureSectionFields = (
  section: Queried<z.infer<typeof featureSection>>,
): Queries.FeatureSectionFieldsFragment => ({ ...section, features: section.items });

// ---- Pages, as their page queries return them ----

export function servicesPageData(): NonNullable<Queries.ServicesPageQuery["page"]> {
  const page = queriedContent("ServicesPage", "pages/services.json");
  return { ...page, whyChoose: statSectionFields(page.whyChoose) };
}

export function resultsPageData(): NonNullable<Queries.ResultsPageQuery["page"]> {
  const page = queriedContent("ResultsPage", "pages/results.json");
  return {
    ...page,
    stats: statSectionFields(page.stats),
    caseStudies: { ...page.caseStudies, items: page.caseStudies.items.map(caseStudy) },
  };
}

export const contactPageData = (): NonNullable<Queries.ContactPageQuery["page"]> =>
  queriedContent("ContactPage", "pages/contact.json");

/** What the enquiry form offers to choose, as the contact page's query gives it. */
export const enquiryChoicesData = () => ({
  roles: careersPageData().roles.items.map((role) => role.title),
  partnerTypes: partnerPageData().types.items.map((type) => type.title),
});

export function careersPageData(): NonNullable<Queries.CareersPageQuery["page"]> {
  const page = queriedContent("CareersPage", "pages/careers.json");
  return { ...page, benefits: featureSectionFields(page.benefits) };
}

export function partnerPageData(): NonNullable<Queries.PartnerPageQuery["page"]> {
  const page = queriedContent("PartnerPage", "pages/partner-program.json");
  return { ...page, benefits: featureSectionFields(page.benefits) };
}

/** A free tool's card, followed from a page's list of tools as @link follows it: the tool's own file, by file name. */
export const freeTool = (slug: string) =>
  ({ ...queriedContent("ToolPage", `tools/${slug}.json`), slug }) satisfies Queries.FreeToolFieldsFragment;

/** A tool page by its file name in content/tools/, which is also the slug the page query selects. */
export const toolPageData = (slug: string): Queries.ToolPageFieldsFragment =>
  queriedContent("ToolPage", `tools/${slug}.json`);

/**
 * A guide or playbook as the page queries return its Download node (gatsby/downloads/), from its content file. The
 * length of the file is the build's to count; a fixture gives `pages` and `bytes` of its own, as the tests say.
 */
export function documentDownload(slug: string, file: { pages: number; bytes: number } = { pages: 40, bytes: 120_000 }) {
  const { data, body: content } = readFrontMatter(
    fs.readFileSync(path.join(CONTENT_DIR, "documents", `${slug}.md`), "utf8"),
  );
  const frontmatter = shown(data) as Parsed<"OfferDocument">;
  const { outline } = readOutline(content);
  return {
    slug,
    title: frontmatter.title,
    description: frontmatter.summary,
    category: frontmatter.channel,
    topics: frontmatter.topics,
    difficulty: frontmatter.difficulty ?? null,
    preview: frontmatter.preview ?? null,
    readTime: readTimeOf(outline.words),
    chapters: outline.chapters.length,
    downloadLink: `/landing/${slug}`,
    path: downloadPath(slug, "pdf"),
    format: "PDF",
    mediaType: "application/pdf",
    ...file,
  };
}

/** A template as the page queries return its Download node, with a size of the fixture's own. */
export function templateDownload(slug: string, bytes = 12_000) {
  const template = parsedContent("Template", `templates/${slug}.json`);
  return {
    slug,
    title: template.title,
    description: template.description,
    type: template.type,
    category: template.category,
    path: downloadPath(slug, "xlsx"),
    format: "XLSX",
    mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    pages: null,
    bytes,
  };
}

/** The document a guide form hands over, as a landing page passes it to the form (a fixture's own size). */
export const guideFormDocument = {
  title: "The Complete PPC Strategy Guide",
  path: "/downloads/ppc-strategy.pdf",
  format: "PDF",
  mediaType: "application/pdf",
  pages: 67,
  bytes: 213_000,
  savedAs: "Kitelight - The Complete PPC Strategy Guide.pdf",
  url: "https://www.kitelight.co.uk/downloads/ppc-strategy.pdf",
  kind: "guide" as const,
  channel: "PPC",
};

/** What the pages pass a lead form's island of the agency (leadContactOf), from content/site.json as shown. */
export const leadContact = (): LeadContact => {
  return leadContactOf(shownSiteFacts(shownJson("site.json") as SiteFactsData));
};
