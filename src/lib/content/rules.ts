import { z } from "zod";
import { contentAnchors, pageAnchors } from "../anchors";
import { COUNT_PLACEHOLDER } from "../counts";
import { deliveryBlockProblems } from "../deliveryBlocks";
import { ENQUIRY_PATH, enquiryQueryProblem } from "../enquiryTopic";
import { collectionOf, templateOf, type Route } from "../routes";
import { contentIdOf, contentTypes } from "../schema";
import { articleLengthProblems, blogCollectionProblems } from "../schema/blog";
import { isFigureRef, isLink, refTarget } from "../schema/graphqlHints";
import { listingLengthProblems } from "../searchListing";
import { AGE_PLACEHOLDERS, handTypedAges } from "../siteAge";
import { describeFigure, figureIdsIn, figurePlaceholder, isFigurePlaceholder, retypedFigures, type Figure } from "../siteFigures";
import { fillText, textFactsOf, type TextFacts } from "../siteText";
import type { Redirect } from "../redirects";
import { routeFor, routeTableProblems, tablePath } from "../urls";
import { affiliateProblems } from "./affiliateRules";
import { figureAgreementProblems } from "./figureRules";
import { redirectProblems } from "./redirectRules";
import { formatLongDate } from "../dates";
import { isScheduled, publishDay } from "../scheduling";
import { bodyHtmlProblems } from "./bodyHtml";
import { downloadProblems } from "./downloadRules";
import { listingOf } from "./listing";
import { fieldPath, type ContentProblem } from "./problems";
import { checkedFile, fileOfType, routeTableOf, type CheckedFile, type ContentFile } from "./contentFile";
import { eachText, walk } from "./walk";

// The rules of the content check (gatsby/content/check.ts), over files already read: everything the build refuses,
// with every problem at once, each naming the file and the field in an editor's words. Nothing here touches the
// disk, so the editing screen runs the same rules on an entry before it saves it (src/cms/contentCheck.ts).

const words: Record<string, string> = {
  string: "text",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list [ … ]",
  object: "an object { … }",
  null: "null",
};
const describe = (type: string) => words[type] ?? type;

const editorErrors: z.ZodErrorMap = (issue, ctx) => {
  if (issue.code === z.ZodIssueCode.invalid_type) {
    if (issue.received === "undefined") return { message: "is missing (it is required)" };
    return { message: `should be ${describe(issue.expected)}, but is ${describe(issue.received)}` };
  }
  if (issue.code === z.ZodIssueCode.too_small && issue.type === "array") {
    return { message: `should have at least ${String(issue.minimum)} item(s)` };
  }
  if (issue.code === z.ZodIssueCode.invalid_union_discriminator) {
    return { message: `should be one of the kinds of section: ${issue.options.map(String).join(", ")}` };
  }
  return { message: ctx.defaultError };
};

function schemaProblems({ file, type, data }: ContentFile): ContentProblem[] {
  const schema = contentTypes[type].schema as z.ZodTypeAny;
  const result = schema.safeParse(data, { errorMap: editorErrors });
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => ({ file, field: fieldPath(issue.path) || "(file)", message: issue.message }));
  // zod leaves out fields it does not know; an editor's misspelt optional field would vanish without a word.
  walk(schema, data, (layers, value, path) => {
    const inner = layers[layers.length - 1];
    if (!(inner instanceof z.ZodObject) || typeof value !== "object" || Array.isArray(value)) return;
    for (const key of Object.keys(value as object).filter((k) => !(k in inner.shape))) {
      problems.push({ file, field: fieldPath([...path, key]), message: "is not a field this file can have: check its spelling" });
    }
  });
  return problems;
}

/** Every value of the file that a rule cares about, found by the hints on its schema. */
function fieldsOf(file: ContentFile, wanted: (layers: readonly z.ZodTypeAny[]) => boolean) {
  const found: Array<{ value: unknown; path: Array<string | number>; layers: readonly z.ZodTypeAny[] }> = [];
  walk(contentTypes[file.type].schema as z.ZodTypeAny, file.data, (layers, value, path) => {
    if (wanted(layers)) found.push({ value, path, layers });
  });
  return found;
}

/** What the rules need from outside the content files. */
export interface CheckEnvironment {
  /** Whether static/ (beside the content folder) has a file at this path, e.g. "/downloads/guide.pdf". */
  staticFileExists: (publicPath: string) => boolean;
  /** The day the site is read on, for the agency's age: the build date unless a test fixes one. */
  today?: Date;
}

interface Site extends CheckEnvironment {
  routes: Route[];
  byContentId: Map<string, ContentFile>;
  /** The files whose data their schema accepts, by content id. */
  checked: Map<string, CheckedFile>;
  slugs: Map<string, Set<string>>;
  /** The day each scheduled file publishes on (src/lib/scheduling.ts), by content id. */
  scheduled: ReadonlyMap<string, string>;
  /** content/redirects.json's redirects, by their old address. */
  redirects: ReadonlyMap<string, Redirect>;
  /** site.json's figures, unless site.json itself has a problem (then figures are not checked). */
  figures?: readonly Figure[];
  /** What placeholders are filled from, unless site.json itself has a problem (then ages are not checked). */
  facts?: TextFacts;
}

/** References to shared facts and to site.json's figures name files and ids that exist. */
function referenceProblems(file: ContentFile, site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { value, path, layers } of fieldsOf(file, (found) => found.some((layer) => refTarget(layer)))) {
    const target = layers.map(refTarget).find(Boolean);
    if (target && !site.slugs.get(target)?.has(String(value))) {
      problems.push({ file: file.file, field: fieldPath(path), message: `names "${String(value)}", but there is no content/${target}/${String(value)}.json` });
    }
  }
  const figureProblem = (id: string) =>
    site.figures && !site.figures.some((item) => item.id === id) ? `names the figure "${id}", but site.json has no figure with that id` : undefined;
  for (const { value, path } of fieldsOf(file, (layers) => layers.some(isFigureRef))) {
    const message = figureProblem(String(value));
    if (message) problems.push({ file: file.file, field: fieldPath(path), message });
  }
  eachText(file.data, (text, path) => {
    for (const id of figureIdsIn(text)) {
      const message = figureProblem(id);
      if (message) problems.push({ file: file.file, field: fieldPath(path), message: `has ${figurePlaceholder(id)}: it ${message}` });
    }
  });
  (file.body ?? "").split("\n").forEach((line, index) => {
    for (const id of figureIdsIn(line)) {
      const message = figureProblem(id);
      if (message) problems.push({ file: file.file, field: "(text)", line: (file.bodyLine ?? 1) + index, column: 1, message: `has ${figurePlaceholder(id)}: it ${message}` });
    }
  });
  return problems;
}

/** The anchors of the page a content file draws. */
function anchorsOf(file: CheckedFile, route: Route): string[] {
  return pageAnchors(route, pageContentOf(file));
}

/** The parts of a page's data that give it anchors. */
function pageContentOf({ data }: CheckedFile) {
  return {
    sections: "sections" in data ? data.sections : undefined,
    glossary: "glossary" in data ? data.glossary : undefined,
    playbooks: "playbooks" in data ? data.playbooks : undefined,
  };
}

/** What is wrong with a link from `from` (a page's content file) to `href`, or undefined when it leads somewhere. */
function linkProblem(href: string, site: Site, from: ContentFile): string | undefined {
  // A file, not a page: served as it is from static/.
  if (!href.startsWith("/") && !href.startsWith("#")) return undefined;
  const [pathAndQuery, fragment] = href.split("#") as [string, string | undefined];
  // A query is kept on the link (the enquiry form reads its topic and service from one); the page is the path before it.
  const [pathPart, query] = pathAndQuery.split("?") as [string, string | undefined];
  if (query !== undefined) {
    const problem = queryProblem(pathPart, query);
    if (problem) return `links to ${href}, but ${problem}`;
  }
  if (/\.[a-z0-9]+$/i.test(pathPart)) {
    return site.staticFileExists(pathPart) ? undefined : `links to ${href}, but static/ has no such file`;
  }
  if (pathPart !== "" && pathPart !== "/" && pathPart.endsWith("/")) {
    return `is ${href}: write links without the trailing slash (${tablePath(pathPart)}${fragment ? `#${fragment}` : ""}), the site adds it`;
  }
  const redirect = site.redirects.get(pathPart);
  if (redirect) return `links to ${href}, an old address that redirects to ${redirect.to}: link to ${redirect.to} itself`;
  const route = pathPart === "" ? site.routes.find((r) => r.contentId === contentIdOf(from.file)) : routeFor(pathPart, site.routes);
  if (!route) return `links to ${href}, but the site has no page at ${pathPart}`;
  // A scheduled article has no page until its day: only a page that publishes on that day or later may link to it.
  const publishes = site.scheduled.get(route.contentId);
  if (publishes && !((site.scheduled.get(contentIdOf(from.file)) ?? "") >= publishes)) {
    return `links to ${href}, an article scheduled for ${formatLongDate(publishes)}, which has no page until then: link to it once it is published`;
  }
  if (!fragment) return undefined;
  // A page whose own file has a problem is reported for it; its anchors are not known until it is fixed.
  const target = site.checked.get(route.contentId);
  if (target && !anchorsOf(target, route).includes(fragment)) {
    return `links to ${href}, but that page has no section with the id "${fragment}"`;
  }
  return undefined;
}

/** Why a link's query string is wrong: empty, or choosing a topic or service the enquiry form does not offer. */
function queryProblem(pathPart: string, query: string): string | undefined {
  if (query === "") return "its query string is empty: leave out the ?";
  return tablePath(pathPart) === ENQUIRY_PATH ? enquiryQueryProblem(query) : undefined;
}

/** Links in a markdown body, with the line each is on. */
function bodyLinks(file: ContentFile): Array<{ href: string; line: number; text?: string }> {
  const lines = (file.body ?? "").split("\n");
  return lines.flatMap((line, index) =>
    [...line.matchAll(/\[([^\]]*)\]\(([^)\s]+)\)|href="([^"]+)"/g)].map((match) => ({
      href: match[2] ?? match[3] ?? "",
      text: match[1],
      line: (file.bodyLine ?? 1) + index,
    })),
  );
}

function linkProblems(file: ContentFile, site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { value, path } of fieldsOf(file, (layers) => layers.some(isLink))) {
    const problem = typeof value === "string" ? linkProblem(value, site, file) : undefined;
    if (problem) problems.push({ file: file.file, field: fieldPath(path), message: problem });
  }
  for (const { href, line, text } of bodyLinks(file)) {
    const problem = linkProblem(href, site, file) ?? phoneProblem(href, text);
    if (problem) problems.push({ file: file.file, field: "(text)", line, column: 1, message: `a link ${problem}` });
  }
  return problems;
}

const digits = (text: string) => text.replace(/\D/g, "");

/** A tel: link whose visible number is a different number. */
function phoneProblem(href: string, text: string | undefined): string | undefined {
  if (!href.startsWith("tel:") || !text || digits(text).length < 10) return undefined;
  const linked = digits(href).replace(/^44/, "0");
  return linked === digits(text) ? undefined : `shows ${text} but calls ${href}: they should be the same number`;
}

/** Text shown in one delivery mode only is marked by pairs of markers (src/lib/deliveryBlocks.ts). */
function deliveryMarkerProblems(file: ContentFile): ContentProblem[] {
  return deliveryBlockProblems(file.body ?? "").map(({ line, message }) => ({
    file: file.file,
    field: "(text)",
    line: (file.bodyLine ?? 1) + line - 1,
    column: 1,
    message: `the text ${message}`,
  }));
}

/** Ids a page uses for anchors are unique on that page. */
function duplicateAnchorProblems(file: CheckedFile): ContentProblem[] {
  const data = pageContentOf(file);
  const seen = new Map<string, string>();
  const problems: ContentProblem[] = [];
  const fields = [
    ...(data.sections ?? []).map((_, index) => `sections[${index}]`),
    ...(data.glossary?.terms ?? []).map((_, index) => `glossary.terms[${index}].term`),
  ];
  contentAnchors(data).forEach((anchor, index) => {
    const field = fields[index] ?? "(file)";
    const first = seen.get(anchor);
    if (first) {
      problems.push({ file: file.file, field, message: `gives the page the id "${anchor}" again (${first} has it already): ids on a page must be unique` });
    } else seen.set(anchor, field);
  });
  return problems;
}

/** A page's fixed sections (fields other than `sections`) take their anchors from the template, so an id there would do nothing. */
function fixedAnchorProblems(file: CheckedFile): ContentProblem[] {
  return Object.entries(file.data).flatMap(([key, value]) =>
    key !== "sections" && value && typeof value === "object" && "id" in value
      ? [{ file: file.file, field: `${key}.id`, message: "cannot be set: this page's layout gives the section its own anchor, so remove the id" }]
      : [],
  );
}

const agePlaceholders: readonly string[] = Object.values(AGE_PLACEHOLDERS);
const knownPlaceholders = [COUNT_PLACEHOLDER, ...agePlaceholders, figurePlaceholder("id")].join(", ");

/**
 * The placeholders copy may use: the age placeholders (src/lib/siteAge.ts) and the figures' (src/lib/siteFigures.ts)
 * anywhere, and {count} only in the
 * heading of a section with a list.
 */
function placeholderProblems(file: ContentFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  eachText(file.data, (value, path, parent) => {
    const placeholders = (value.match(/\{[^}]*\}/g) ?? []).filter(
      (placeholder) => !agePlaceholders.includes(placeholder) && !isFigurePlaceholder(placeholder),
    );
    const key = path[path.length - 1];
    const list = parent && ["items", "steps", "rows", "members"].some((name) => Array.isArray((parent as Record<string, unknown>)[name]));
    for (const placeholder of placeholders) {
      if (placeholder !== COUNT_PLACEHOLDER) {
        problems.push({ file: file.file, field: fieldPath(path), message: `has ${placeholder}: the placeholders are ${knownPlaceholders}` });
      } else if (!list || !["title", "lead", "eyebrow"].includes(String(key))) {
        problems.push({ file: file.file, field: fieldPath(path), message: `has ${COUNT_PLACEHOLDER}, which only a section's title or lead can use: it is the number of the section's items` });
      }
    }
  });
  return problems;
}

const handTypedAgeMessage = (found: string) =>
  `says "${found}": write the agency's age as ${AGE_PLACEHOLDERS.years} ("${AGE_PLACEHOLDERS.years} years in business"), which the build fills from site.json's foundingYear and the build date, so it stays true`;

/** A hand-typed count of years that states the agency's age, in any text of the file or its markdown body. */
function handTypedAgeProblems(file: ContentFile, site: Site): ContentProblem[] {
  const ages = site.facts;
  if (!ages) return [];
  const problems: ContentProblem[] = [];
  eachText(file.data, (value, path) => {
    for (const found of handTypedAges(value, ages)) problems.push({ file: file.file, field: fieldPath(path), message: handTypedAgeMessage(found) });
  });
  (file.body ?? "").split("\n").forEach((line, index) => {
    for (const found of handTypedAges(line, ages)) {
      problems.push({ file: file.file, field: "(text)", line: (file.bodyLine ?? 1) + index, column: 1, message: handTypedAgeMessage(found) });
    }
  });
  return problems;
}

/** The files whose every figure is their own: a client's results, a person's words. */
const ownFigures = new Set(["CaseStudy", "Testimonial", "Client", "Person"]);

const retypedFigureMessage = ({ found, figures }: ReturnType<typeof retypedFigures>[number]) =>
  figures.length === 1
    ? `says "${found}", the value of site.json's figure ${describeFigure(figures[0]!)}: write ${figurePlaceholder(figures[0]!.id)}, so the figure is told one way everywhere`
    : `says "${found}", the value of ${figures.length} of site.json's figures: ${figures.map(describeFigure).join(", ")}. Write the one meant as ${figures.map((item) => figurePlaceholder(item.id)).join(" or ")}`;

/** A headline figure's value typed into copy instead of quoted by its id, in any text of the file or its body. */
function retypedFigureProblems(file: ContentFile, site: Site): ContentProblem[] {
  const figures = site.figures;
  if (!figures || ownFigures.has(file.type)) return [];
  const problems: ContentProblem[] = [];
  eachText(file.data, (value, path) => {
    // site.json's figures are the register itself.
    if (file.type === "SiteFacts" && path[0] === "figures") return;
    for (const found of retypedFigures(value, figures)) problems.push({ file: file.file, field: fieldPath(path), message: retypedFigureMessage(found) });
  });
  (file.body ?? "").split("\n").forEach((line, index) => {
    for (const found of retypedFigures(line, figures)) {
      problems.push({ file: file.file, field: "(text)", line: (file.bodyLine ?? 1) + index, column: 1, message: retypedFigureMessage(found) });
    }
  });
  return problems;
}

function siteFactProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const phone = fileOfType(files, "SiteFacts")?.data.phone;
  const problem = phone ? phoneProblem(phone.href, phone.display) : undefined;
  return problem ? [{ file: "site.json", field: "phone.href", message: problem }] : [];
}

function teamProblems(file: CheckedFile, site: Site): ContentProblem[] {
  if (file.type !== "AboutPage") return [];
  return file.data.team.members.flatMap((slug, index) => {
    const person = site.checked.get(`people/${slug}`);
    return person?.type === "Person" && !(person.data.bio && person.data.expertise)
      ? [{ file: file.file, field: `team.members[${index}]`, message: `names ${slug}, who has no bio and expertise in content/people/${slug}.json: the team section shows both` }]
      : [];
  });
}

/** An article's writer has an author page, which shows their bio and expertise and is described by the bio. */
function authorProblems(file: CheckedFile, site: Site): ContentProblem[] {
  if (file.type !== "BlogPost") return [];
  const slug = file.data.author;
  const person = site.checked.get(`people/${slug}`);
  return person?.type === "Person" && !(person.data.bio && person.data.expertise)
    ? [{ file: file.file, field: "author", message: `names ${slug}, who has no bio and expertise in content/people/${slug}.json: a writer's page shows both` }]
    : [];
}

/** Each page's title and description fit search results, and no two pages share one. */
function listingProblems(files: readonly CheckedFile[], facts?: TextFacts): ContentProblem[] {
  const brand = fileOfType(files, "SiteFacts")?.data.brand ?? "";
  const problems: ContentProblem[] = [];
  const firstUse = new Map<string, string>();
  for (const file of files) {
    const listing = listingOf(file);
    if (!listing) continue;
    // Measured as shown, with "{founded}" as "2020".
    const shown = (text: string) => (facts ? fillText(text, facts) : text);
    const lengths = listingLengthProblems(shown(listing.title[1]), shown(listing.description[1]), brand);
    for (const part of ["title", "description"] as const) {
      const [field, value] = listing[part];
      const lengthProblem = lengths[part];
      if (lengthProblem) problems.push({ file: file.file, field, message: lengthProblem });
      const key = `${part}\n${value}`;
      const first = firstUse.get(key);
      if (first) {
        problems.push({ file: file.file, field, message: `is the same as content/${first}'s: each page needs its own ${part}, so search results can tell them apart` });
      } else firstUse.set(key, file.file);
    }
  }
  return problems;
}

/** Problems of the route table, on the file whose page or alias clashes, or that no template draws. */
function routeProblems(site: Site): ContentProblem[] {
  const clashes = routeTableProblems(site.routes).map(({ contentId, message }) => {
    const file = contentId && site.byContentId.get(contentId);
    return file
      ? { file: file.file, field: file.file.endsWith(".md") ? "aliases" : "route", message }
      : { file: "(site)", field: "(file)", message };
  });
  const untemplated = [...site.byContentId].flatMap(([contentId, file]) => {
    const found = collectionOf(contentId);
    if (!found || templateOf(found.collection, found.slug)) return [];
    return [
      {
        file: file.file,
        field: "(file)",
        message: `has no page, because no template draws it: a developer adds one for "${found.slug}" to the "${found.collection.folder}" collection in src/lib/routes.ts`,
      },
    ];
  });
  return [...clashes, ...untemplated];
}

/**
 * Every problem with a set of content files: `files` as read, `problems` found while reading them, and `names`,
 * every file there is under content/ (read or not), for the references between files.
 */
export function checkFiles(
  { files, problems: readProblems, names }: { files: readonly ContentFile[]; problems: readonly ContentProblem[]; names: readonly string[] },
  environment: CheckEnvironment,
): ContentProblem[] {
  const problems = [...readProblems];
  const checked = files.map((file) => ({ file, problems: schemaProblems(file) }));
  problems.push(...checked.flatMap((entry) => entry.problems));
  const valid = checked.filter((entry) => entry.problems.length === 0).flatMap((entry) => checkedFile(entry.file) ?? []);
  const routes = routeTableOf(files);
  const slugs = new Map<string, Set<string>>();
  for (const name of names) {
    const folder = name.split("/")[0]!;
    const inFolder = slugs.get(folder) ?? slugs.set(folder, new Set()).get(folder)!;
    inFolder.add(contentIdOf(name).slice(folder.length + 1));
  }
  const siteFacts = fileOfType(valid, "SiteFacts");
  const redirects = fileOfType(valid, "Redirects")?.data.redirects ?? [];
  const site: Site = {
    ...environment,
    routes,
    byContentId: new Map(files.map((file) => [contentIdOf(file.file), file])),
    checked: new Map(valid.map((file) => [contentIdOf(file.file), file])),
    slugs,
    // A redirect from a live page's address is refused, and the page's links are not to blame for it.
    redirects: new Map(redirects.flatMap((redirect) => (routeFor(redirect.from, routes) ? [] : [[redirect.from, redirect]]))),
    scheduled: new Map(
      files.flatMap((file) => (isScheduled(file, environment.today) ? [[contentIdOf(file.file), publishDay(file)!]] : [])),
    ),
    figures: siteFacts?.data.figures,
    facts: textFactsOf(valid, environment.today),
  };
  problems.push(...routeProblems(site), ...siteFactProblems(valid), ...listingProblems(valid, site.facts), ...files.flatMap(bodyHtmlProblems));
  for (const file of valid) {
    problems.push(
      ...referenceProblems(file, site),
      ...linkProblems(file, site),
      ...deliveryMarkerProblems(file),
      ...duplicateAnchorProblems(file),
      ...fixedAnchorProblems(file),
      ...placeholderProblems(file),
      ...handTypedAgeProblems(file, site),
      ...retypedFigureProblems(file, site),
      ...teamProblems(file, site),
      ...authorProblems(file, site),
      ...affiliateProblems(file),
      ...redirectProblems(file, routes),
    );
  }
  const posts = valid.filter((file) => file.type === "BlogPost");
  // The blog as it is published now has one featured article; a scheduled one cannot be it before its day.
  const waiting = posts.filter((post) => site.scheduled.has(contentIdOf(post.file)));
  const published = posts.filter((post) => !waiting.includes(post));
  problems.push(
    ...blogCollectionProblems(published),
    ...waiting.filter((post) => post.data.featured).map((post) => ({
      file: post.file,
      field: "featured",
      message: `is true, but the article is scheduled for ${formatLongDate(post.data.date)}: feature it once it is published`,
    })),
    ...posts.flatMap(articleLengthProblems),
    ...downloadProblems(valid, slugs),
    ...figureAgreementProblems(valid),
  );
  return problems;
}
