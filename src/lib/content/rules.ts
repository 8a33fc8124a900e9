import { z } from "zod";
import { collectionOf, templateOf } from "../routes";
import { contentIdOf, contentTypes } from "../schema";
import { articleLengthProblems, blogCollectionProblems } from "../schema/blog";
import { isFigureRef, refTarget } from "../schema/graphqlHints";
import { listingLengthProblems } from "../searchListing";
import { figureIdsIn, figurePlaceholder } from "../siteFigures";
import { fillText, textFactsOf, type TextFacts } from "../siteText";
import { routeFor, routeTableProblems } from "../urls";
import { affiliateProblems } from "./affiliateRules";
import { duplicateAnchorProblems, fixedAnchorProblems } from "./anchorRules";
import type { CheckEnvironment, Site } from "./checkSite";
import { linkProblems, phoneProblem } from "./linkRules";
import {
  adviceProblems,
  deliveryMarkerProblems,
  handTypedAgeProblems,
  placeholderProblems,
  retypedFigureProblems,
} from "./textRules";
import { figureAgreementProblems } from "./figureRules";
import { fileRefProblems } from "./fileRules";
import { formerAddressesOf, redirectProblems, siteRedirects } from "./redirectRules";
import { formatLongDate } from "../dates";
import { isScheduled, publishDay } from "../scheduling";
import { bodyHtmlProblems } from "./bodyHtml";
import { downloadProblems } from "./downloadRules";
import { experimentProblems } from "./experimentRules";
import { listingOf } from "./listing";
import { fieldPath, type ContentProblem } from "./problems";
import { checkedFile, fileOfType, routeTableOf, type CheckedFile, type ContentFile } from "./contentFile";
import { eachText, fieldsOf, walk } from "./walk";

// The rules of the content check (gatsby/content/check.ts), over files already read: everything the build refuses,
// with every problem at once, each naming the file and the field in an editor's words. Nothing here touches the
// disk, so the editing screen runs the same rules on an entry before it saves it (src/cms/contentCheck.ts).
// checkFiles runs them all; the rules of one kind live beside it: links (linkRules.ts), anchors (anchorRules.ts),
// placeholders and typed figures (textRules.ts), figures that must agree (figureRules.ts), downloads, redirects and
// affiliate links; here, the schema, references, the team, authors, listings and the route table.

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

function siteFactProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const phone = fileOfType(files, "SiteFacts")?.data.phone;
  const problem = phone ? phoneProblem(phone.href, phone.display) : undefined;
  return problem ? [{ file: "site.json", field: "phone.href", message: problem }] : [];
}

function teamProblems(file: CheckedFile, site: Site): ContentProblem[] {
  if (file.type !== "AboutPage") return [];
  return file.data.team.members.flatMap((slug, index) => {
    const person = site.checked.get(`people/${slug}`);
    return person?.type === "Person" && !hasProfile(person.data)
      ? [{ file: file.file, field: `team.members[${index}]`, message: `names ${slug}, who has no bio and expertise in content/people/${slug}.json: the team section shows both` }]
      : [];
  });
}

/** A person with a page of their own on the site (a writer's, a team member's): a bio and expertise. */
export const hasProfile = (person: { bio?: unknown; expertise?: unknown }): boolean =>
  Boolean(person.bio && person.expertise);

/** An article's writer has an author page, which shows their bio and expertise and is described by the bio. */
function authorProblems(file: CheckedFile, site: Site): ContentProblem[] {
  if (file.type !== "BlogPost") return [];
  const slug = file.data.author;
  const person = site.checked.get(`people/${slug}`);
  return person?.type === "Person" && !hasProfile(person.data)
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
    if (!file) return { file: "(site)", field: "(file)", message };
    if (!file.file.endsWith(".md")) return { file: file.file, field: "route", message };
    // A markdown page's own path clashes through its `address` (an article renamed), an alias through `aliases`.
    const own = site.routes.find((route) => route.contentId === contentId)?.path;
    const renamed = typeof (file.data as { address?: unknown }).address === "string";
    return { file: file.file, field: renamed && message.startsWith(`${own} `) ? "address" : "aliases", message };
  });
  const untemplated = [...site.byContentId].flatMap(([contentId, file]) => {
    const found = collectionOf(contentId);
    if (!found || templateOf(found.collection, found.slug)) return [];
    return [
      {
        file: file.file,
        field: "(file)",
        message: `has no page, because no template draws it: a developer adds one for "${found.slug}" to the "${found.collection.folder}" collection in src/lib/routeData.ts`,
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
  // One mistake, one message: a file that cannot be read, or fails its schema, is missing from everything the other
  // rules know (a figure site.json defines, a page another file links to), so their findings would be its echoes.
  // The editor is told of these first; the rest are checked once they are fixed.
  if (problems.length > 0) return problems;
  const valid = checked.filter((entry) => entry.problems.length === 0).flatMap((entry) => checkedFile(entry.file) ?? []);
  const routes = routeTableOf(files);
  const slugs = new Map<string, Set<string>>();
  for (const name of names) {
    const folder = name.split("/")[0]!;
    const inFolder = slugs.get(folder) ?? slugs.set(folder, new Set()).get(folder)!;
    inFolder.add(contentIdOf(name).slice(folder.length + 1));
  }
  const siteFacts = fileOfType(valid, "SiteFacts");
  const everyRedirect = siteRedirects(valid, routes);
  const redirects = everyRedirect.flatMap(({ redirect, former }) => (former ? [] : [redirect]));
  const site: Site = {
    ...environment,
    routes,
    byContentId: new Map(files.map((file) => [contentIdOf(file.file), file])),
    checked: new Map(valid.map((file) => [contentIdOf(file.file), file])),
    slugs,
    // A redirect from a live page's address is refused, and the page's links are not to blame for it.
    redirects: new Map(redirects.flatMap((redirect) => (routeFor(redirect.from, routes) ? [] : [[redirect.from, redirect]]))),
    formerAddresses: formerAddressesOf(everyRedirect),
    scheduled: new Map(
      files.flatMap((file) => (isScheduled(file, environment.today) ? [[contentIdOf(file.file), publishDay(file)!]] : [])),
    ),
    figures: siteFacts?.data.figures,
    advice: fileOfType(valid, "AdviceFile")?.data.advice,
    facts: textFactsOf(valid, environment.today),
  };
  problems.push(...routeProblems(site), ...siteFactProblems(valid), ...listingProblems(valid, site.facts), ...files.flatMap(bodyHtmlProblems));
  for (const file of valid) {
    problems.push(
      ...referenceProblems(file, site),
      ...fileRefProblems(file, site),
      ...linkProblems(file, site),
      ...deliveryMarkerProblems(file),
      ...duplicateAnchorProblems(file),
      ...fixedAnchorProblems(file),
      ...placeholderProblems(file),
      ...handTypedAgeProblems(file, site),
      ...retypedFigureProblems(file, site),
      ...adviceProblems(file, site),
      ...teamProblems(file, site),
      ...authorProblems(file, site),
      ...affiliateProblems(file),
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
    ...redirectProblems(everyRedirect, routes, environment.staticFileExists),
    ...figureAgreementProblems(valid),
    ...experimentProblems(valid, site),
  );
  return problems;
}
