import { COUNT_PLACEHOLDER } from "../counts";
import { deliveryBlockProblems } from "../deliveryBlocks";
import { AGE_PLACEHOLDERS, handTypedAges } from "../siteAge";
import { advicePlaceholder, adviceIdsIn, isAdvicePlaceholder, restatedAdvice } from "../siteAdvice";
import { describeFigure, figurePlaceholder, isFigurePlaceholder, retypedFigures } from "../siteFigures";
import type { Site } from "./checkSite";
import type { ContentFile } from "./contentFile";
import { fieldPath, type ContentProblem } from "./problems";
import { eachText } from "./walk";

// Copy's placeholders and the words around them: only placeholders the build fills, the agency's age and the
// headline figures quoted rather than typed, and delivery-mode markers in pairs.

/** Text shown in one delivery mode only is marked by pairs of markers (src/lib/deliveryBlocks.ts). */
export function deliveryMarkerProblems(file: ContentFile): ContentProblem[] {
  return deliveryBlockProblems(file.body ?? "").map(({ line, message }) => ({
    file: file.file,
    field: "(text)",
    line: (file.bodyLine ?? 1) + line - 1,
    column: 1,
    message,
  }));
}

const agePlaceholders: readonly string[] = Object.values(AGE_PLACEHOLDERS);
const knownPlaceholders = [COUNT_PLACEHOLDER, ...agePlaceholders, figurePlaceholder("id"), advicePlaceholder("id")].join(", ");

/**
 * The placeholders copy may use: the age placeholders (src/lib/siteAge.ts) and the figures' (src/lib/siteFigures.ts)
 * anywhere, and {count} only in the
 * heading of a section with a list.
 */
export function placeholderProblems(file: ContentFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  eachText(file.data, (value, path, parent) => {
    const placeholders = (value.match(/\{[^}]*\}/g) ?? []).filter(
      (placeholder) =>
        !agePlaceholders.includes(placeholder) && !isFigurePlaceholder(placeholder) && !isAdvicePlaceholder(placeholder),
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
export function handTypedAgeProblems(file: ContentFile, site: Site): ContentProblem[] {
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
export function retypedFigureProblems(file: ContentFile, site: Site): ContentProblem[] {
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

/** Every text of a file, with the line of each line of its markdown body: what the rules of words read. */
function eachLine(file: ContentFile, visit: (text: string, at: Pick<ContentProblem, "field" | "line" | "column">) => void) {
  eachText(file.data, (value, path) => visit(value, { field: fieldPath(path) }));
  (file.body ?? "").split("\n").forEach((line, index) => visit(line, { field: "(text)", line: (file.bodyLine ?? 1) + index, column: 1 }));
}

/**
 * Standing advice given with another number than content/advice.json's, or quoted by an id it does not have. A
 * client's and a person's own words are theirs.
 */
export function adviceProblems(file: ContentFile, site: Site): ContentProblem[] {
  const advice = site.advice;
  if (!advice || ownFigures.has(file.type) || file.type === "AdviceFile") return [];
  const problems: ContentProblem[] = [];
  eachLine(file, (text, at) => {
    for (const id of adviceIdsIn(text)) {
      if (advice.some((item) => item.id === id)) continue;
      problems.push({ file: file.file, ...at, message: `has ${advicePlaceholder(id)}, but content/advice.json has no advice with that id (it has ${advice.map((item) => item.id).join(", ")})` });
    }
    for (const { found, advice: item } of restatedAdvice(text, advice)) {
      problems.push({
        file: file.file,
        ...at,
        message: `says "${found}", but the agency's advice ${item.id} in content/advice.json is ${item.value} (${item.says}): write ${advicePlaceholder(item.id)}, so every page gives it alike`,
      });
    }
  });
  return problems;
}
