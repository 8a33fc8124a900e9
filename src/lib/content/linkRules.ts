import { ENQUIRY_PATH, enquiryQueryProblem } from "../enquiryTopic";
import { contentIdOf } from "../schema";
import { isLink } from "../schema/graphqlHints";
import { formatLongDate } from "../dates";
import { routeFor, tablePath } from "../urls";
import { anchorsOf } from "./anchorRules";
import type { Site } from "./checkSite";
import type { ContentFile } from "./contentFile";
import { fieldPath, type ContentProblem } from "./problems";
import { fieldsOf } from "./walk";
import { nearest } from "./nearest";
import { OBJECTION_PATH } from "../experiments";

// Every link in content leads somewhere: a page that exists (not an old address of redirects.json, which a link
// should skip, nor an article still to come; a page's former address after a rename leads to the page), an
// anchor that page has, a query the enquiry form understands, and a phone number that is the one it shows.

/** What is wrong with a link from `from` (a page's content file) to `href`, or undefined when it leads somewhere. */
const CHOICES = ["choice=out", "choice=in"];

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
  // The Worker's answer to a visitor's choice about experiments (worker/experiments.ts), from the privacy notice.
  if (pathPart === OBJECTION_PATH) {
    return CHOICES.includes(query ?? "") ? undefined : `links to ${href}, but the experiments' choice takes ${CHOICES.map((choice) => `?${choice}`).join(" or ")}`;
  }
  if (/\.[a-z0-9]+$/i.test(pathPart)) {
    return site.staticFileExists(pathPart) ? undefined : `links to ${href}, but static/ has no such file`;
  }
  if (pathPart !== "" && pathPart !== "/" && pathPart.endsWith("/")) {
    return `is ${href}: write links without the trailing slash (${tablePath(pathPart)}${fragment ? `#${fragment}` : ""}), the site adds it`;
  }
  const redirect = site.redirects.get(pathPart);
  if (redirect) return `links to ${href}, an old address that redirects to ${redirect.to}: link to ${redirect.to} itself`;
  // A page's former address still reaches the page, for good: pages that linked to it before a rename need no edit.
  const route =
    pathPart === ""
      ? site.routes.find((r) => r.contentId === contentIdOf(from.file))
      : routeFor(site.formerAddresses.get(pathPart) ?? pathPart, site.routes);
  if (!route) {
    const guess = nearest(pathPart, site.routes.flatMap((r) => [r.path, ...r.aliases]));
    return `links to ${href}, but the site has no page at ${pathPart}${guess ? `: did you mean ${guess}?` : ""}`;
  }
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

export function linkProblems(file: ContentFile, site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { value, path } of fieldsOf(file, (layers) => layers.some(isLink))) {
    const problem = typeof value === "string" ? linkProblem(value, site, file) : undefined;
    if (problem) problems.push({ file: file.file, field: fieldPath(path), message: problem });
  }
  for (const { href, line, text } of bodyLinks(file)) {
    const problem = linkProblem(href, site, file) ?? phoneProblem(href, text);
    if (problem) {
      problems.push({ file: file.file, field: "(text)", line, column: 1, message: problem });
    }
  }
  return problems;
}

const digits = (text: string) => text.replace(/\D/g, "");

/** A tel: link whose visible number is a different number. */
export function phoneProblem(href: string, text: string | undefined): string | undefined {
  if (!href.startsWith("tel:") || !text || digits(text).length < 10) return undefined;
  const linked = digits(href).replace(/^44/, "0");
  return linked === digits(text) ? undefined : `shows ${text} but calls ${href}: they should be the same number`;
}
