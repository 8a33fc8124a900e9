// The landing page analyzer's checks. They run on a page's key facts, which
// come either from pasted HTML (extractPageFacts.ts) or from what someone
// types in, so both paths share exactly the same scoring.

export interface TrustSignals {
  testimonials: boolean;
  reviews: boolean;
  guarantees: boolean;
  logos: boolean;
}

export interface PageFacts {
  /** The <title> text, or null when the page has none. */
  title: string | null;
  /** The meta description, or null when the page has none. */
  metaDescription: string | null;
  h1Count: number;
  /** A link or button with action words near the top of the page. */
  ctaAboveFold: boolean;
  /** Visible form fields a visitor fills in (not hidden fields or buttons). */
  formFieldCount: number;
  imageCount: number;
  /** Images with no alt attribute at all (alt="" marks a decorative image and is fine). */
  imagesMissingAlt: number;
  hasViewport: boolean;
  /** Calls to action with different wording. */
  distinctCtaCount: number;
  trust: TrustSignals;
}

export type FindingStatus = "pass" | "warn" | "fail";

export interface Finding {
  id: CheckId;
  label: string;
  status: FindingStatus;
  /** What was measured, in a sentence. */
  detail: string;
  /** Why it matters and what to do. */
  advice: string;
}

/** Each check's share of the score; they sum to 100. */
export const checkWeights = {
  title: 10,
  metaDescription: 8,
  h1: 10,
  cta: 18,
  form: 12,
  alt: 8,
  viewport: 10,
  ctaCount: 10,
  trust: 14,
} as const;

export type CheckId = keyof typeof checkWeights;

export const TITLE_RANGE = { min: 30, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 70, max: 160 } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a finding tells: what was measured, and what to do. */
type Verdict = Pick<Finding, "detail" | "advice">;

/** A text search results show, judged by its length in characters. */
interface LengthCheck {
  id: "title" | "metaDescription";
  label: string;
  range: { readonly min: number; readonly max: number };
  /** What a page without the text is told. */
  missing: Verdict;
  /** The measurement, given the length as "N characters". */
  detail: (length: string) => string;
  advice: { inRange: string; short: string; long: string };
}

function lengthFinding(check: LengthCheck, text: string | null): Finding {
  const base = { id: check.id, label: check.label };
  if (!text) return { ...base, status: "fail", ...check.missing };
  const length = [...text].length;
  const inRange = length >= check.range.min && length <= check.range.max;
  return {
    ...base,
    status: inRange ? "pass" : "warn",
    detail: check.detail(plural(length, "character")),
    advice: inRange ? check.advice.inRange : length < check.range.min ? check.advice.short : check.advice.long,
  };
}

const titleFinding = (title: string | null): Finding =>
  lengthFinding(
    {
      id: "title",
      label: "Page title",
      range: TITLE_RANGE,
      missing: {
        detail: "The page has no title.",
        advice:
          "Add a <title> of 30-60 characters that names the offer and the main keyword: it is the headline in search results and the browser tab.",
      },
      detail: (length) => `The title "${title}" is ${length}.`,
      advice: {
        inRange: "A good length: search results will show it in full.",
        short:
          "Short titles waste space in search results: add the benefit or your location, aiming for 30-60 characters.",
        long: "Search results cut titles at about 60 characters: put the keyword and offer first and trim the rest.",
      },
    },
    title,
  );

const descriptionFinding = (description: string | null): Finding =>
  lengthFinding(
    {
      id: "metaDescription",
      label: "Meta description",
      range: DESCRIPTION_RANGE,
      missing: {
        detail: "The page has no meta description.",
        advice:
          "Add a meta description of 70-160 characters that sells the click; otherwise search engines pick a random snippet from the page.",
      },
      detail: (length) => `The meta description is ${length}.`,
      advice: {
        inRange: "A good length for search results.",
        short: "Too short to persuade: say what the visitor gets and why to choose you, in 70-160 characters.",
        long: "Search results cut it at about 160 characters: lead with the benefit and the call to action.",
      },
    },
    description,
  );

function h1Finding(count: number): Finding {
  const base = { id: "h1" as const, label: "One main heading (h1)" };
  if (count === 1)
    return {
      ...base,
      status: "pass",
      detail: "The page has exactly one h1.",
      advice: "Good: one clear headline tells visitors and search engines what the page is about.",
    };
  if (count === 0)
    return {
      ...base,
      status: "fail",
      detail: "The page has no h1.",
      advice:
        "Add one h1 that matches the ad or search that brought the visitor, so they know at once they are in the right place.",
    };
  return {
    ...base,
    status: "warn",
    detail: `The page has ${count} h1 headings.`,
    advice: "Keep one h1 for the main promise and make the others h2 headings, so the page has one clear message.",
  };
}

/** A check a page either passes or fails, with what each outcome is told. */
function passOrFail(check: Pick<Finding, "id" | "label">, passed: boolean, pass: Verdict, fail: Verdict): Finding {
  return { ...check, status: passed ? "pass" : "fail", ...(passed ? pass : fail) };
}

const ctaFinding = (aboveFold: boolean): Finding =>
  passOrFail(
    { id: "cta", label: "Call to action near the top" },
    aboveFold,
    {
      detail: "A call to action appears near the top of the page.",
      advice: "Good: visitors ready to act can do so without scrolling.",
    },
    {
      detail: "No link or button with action words (get, book, start, call…) was found near the top of the page.",
      advice: "Put one clear action, such as 'Get my free quote', in the first screen, next to the headline.",
    },
  );

function formFinding(fields: number): Finding {
  const base = { id: "form" as const, label: "Form length" };
  if (fields === 0)
    return {
      ...base,
      status: "warn",
      detail: "The page has no form fields.",
      advice:
        "Fine if the action is a call or a booking link; otherwise a short form (three to five fields) captures visitors who will not phone.",
    };
  if (fields <= 5)
    return {
      ...base,
      status: "pass",
      detail: `The form has ${plural(fields, "field")}.`,
      advice: "A short form: every extra field costs conversions, so this is about right.",
    };
  if (fields <= 8)
    return {
      ...base,
      status: "warn",
      detail: `The form has ${plural(fields, "field")}.`,
      advice: "Each field you remove tends to lift completions: ask only what you need for the first conversation.",
    };
  return {
    ...base,
    status: "fail",
    detail: `The form has ${plural(fields, "field")}.`,
    advice:
      "Long forms put most visitors off: cut to the essentials (name, email or phone, one qualifying question) or split it into steps.",
  };
}

function altFinding(images: number, missing: number): Finding {
  const base = { id: "alt" as const, label: "Image alt text" };
  if (images === 0)
    return {
      ...base,
      status: "pass",
      detail: "The page has no images.",
      advice:
        "Nothing to check. Consider a photo of your team or product: pages with real people tend to convert better.",
    };
  if (missing === 0)
    return {
      ...base,
      status: "pass",
      detail: `All ${plural(images, "image")} have alt text.`,
      advice: "Good: screen reader users hear what each image shows, and search engines understand them.",
    };
  return {
    ...base,
    status: missing / images > 0.25 ? "fail" : "warn",
    detail: `${missing} of ${plural(images, "image")} ${missing === 1 ? "has" : "have"} no alt attribute.`,
    advice:
      'Describe what each meaningful image shows in its alt attribute, and give purely decorative images alt="" so screen readers skip them.',
  };
}

const viewportFinding = (hasViewport: boolean): Finding =>
  passOrFail(
    { id: "viewport", label: "Mobile viewport" },
    hasViewport,
    {
      detail: "The page sets a viewport meta tag for mobile screens.",
      advice: "Good: phones show the page at its mobile layout.",
    },
    {
      detail: "The page has no viewport meta tag with width=device-width.",
      advice:
        'Add <meta name="viewport" content="width=device-width, initial-scale=1">: without it phones show a shrunken desktop page, and most ad clicks come from phones.',
    },
  );

function ctaCountFinding(count: number): Finding {
  const base = { id: "ctaCount" as const, label: "Number of different calls to action" };
  if (count === 0)
    return {
      ...base,
      status: "fail",
      detail: "No calls to action were found.",
      advice: "Give the page one goal and ask for it clearly, at the top and again after the proof.",
    };
  if (count <= 3)
    return {
      ...base,
      status: "pass",
      detail: `The page has ${plural(count, "distinct call", "distinct calls")} to action.`,
      advice: "Focused: repeating the same action down the page is good; competing actions are not.",
    };
  return {
    ...base,
    status: "warn",
    detail: `The page has ${count} different calls to action.`,
    advice:
      "Too many choices dilute attention: keep one primary action (and at most one secondary) and remove the rest, including the main navigation on paid landing pages.",
  };
}

function trustFinding(trust: TrustSignals): Finding {
  const names = {
    testimonials: "testimonials",
    reviews: "reviews or ratings",
    guarantees: "a guarantee",
    logos: "client or press logos",
  } as const;
  const found = (Object.keys(names) as Array<keyof TrustSignals>).filter((key) => trust[key]);
  const missing = (Object.keys(names) as Array<keyof TrustSignals>)
    .filter((key) => !trust[key])
    .map((key) => names[key]);
  const base = { id: "trust" as const, label: "Trust signals" };
  const detail =
    found.length === 0 ? "No trust signals were found." : `Found: ${found.map((key) => names[key]).join(", ")}.`;
  if (found.length >= 2)
    return {
      ...base,
      status: "pass",
      detail,
      advice: missing.length
        ? `Strong. You could also add ${missing.join(" or ")}.`
        : "Strong: proof of every kind is on the page.",
    };
  return {
    ...base,
    status: found.length === 1 ? "warn" : "fail",
    detail,
    advice: `Visitors need proof before they act: add ${missing.slice(0, 2).join(" and ")} near the call to action.`,
  };
}

const points: Record<FindingStatus, number> = { pass: 1, warn: 0.5, fail: 0 };

export interface PageReport {
  /** 0-100. */
  score: number;
  findings: Finding[];
  passed: number;
}

export function analyzePage(facts: PageFacts): PageReport {
  const findings = [
    titleFinding(facts.title),
    descriptionFinding(facts.metaDescription),
    h1Finding(facts.h1Count),
    ctaFinding(facts.ctaAboveFold),
    formFinding(facts.formFieldCount),
    altFinding(facts.imageCount, Math.min(facts.imagesMissingAlt, facts.imageCount)),
    viewportFinding(facts.hasViewport),
    ctaCountFinding(facts.distinctCtaCount),
    trustFinding(facts.trust),
  ];
  const score = findings.reduce((sum, finding) => sum + checkWeights[finding.id] * points[finding.status], 0);
  return { score: Math.round(score), findings, passed: findings.filter((f) => f.status === "pass").length };
}

export function pageSummary(report: PageReport): string {
  const toFix = report.findings.filter((f) => f.status === "fail").map((f) => f.label.toLowerCase());
  const worst = toFix.length ? ` Fix first: ${toFix.slice(0, 3).join(", ")}.` : "";
  return `This page scores ${report.score} out of 100, passing ${report.passed} of ${report.findings.length} checks.${worst}`;
}
