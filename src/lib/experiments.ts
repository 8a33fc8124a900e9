// What the site's experiments (content/experiments/<id>.json) are, shared by the build, the Worker and the report:
// an experiment shows each visitor of its pages one version of a hero (its heading, its sub-heading or its main
// call to action's words), and counts who converts after seeing which. The build renders every variant as a whole
// page at a path of its own under VARIANT_ROOT (gatsby/experiments.ts), which no link, sitemap, search or feed
// names and the Worker refuses to serve there (worker/experiments.ts); the Worker serves the variant a visitor is
// given at the page's own address, and keeps it for the visit in one cookie (docs/measurement.md says why that
// needs no consent, and how a visitor objects).
//
// Written without Node's or the DOM's own modules: the Worker imports it.

/** The fields of a page's content an experiment may vary: all of them in the page's hero. */
export const EXPERIMENT_FIELDS = ["hero.title", "hero.lead", "hero.primaryCta.label"] as const;

export type ExperimentField = (typeof EXPERIMENT_FIELDS)[number];

/** An editor's words for each field, in the check's messages and the editing screen. */
export const FIELD_WORDS: Readonly<Record<ExperimentField, string>> = {
  "hero.title": "the hero's heading",
  "hero.lead": "the hero's sub-heading",
  "hero.primaryCta.label": "the words of the hero's main button",
};

/** The page as it is: every experiment's first variant, which crawlers and anyone not taking part see. */
export const CONTROL = "control";

/** Where the build puts each variant's page: `${VARIANT_ROOT}/<experiment>/<variant>/<page's path>`. */
export const VARIANT_ROOT = "/_variants";

/** True for a variant's own path (or the manifest's), which is never served as itself. */
export const isVariantPath = (pathname: string) => pathname === VARIANT_ROOT || pathname.startsWith(`${VARIANT_ROOT}/`);

/** The build's list of the experiments live at its date, for the Worker (its file under VARIANT_ROOT). */
export const MANIFEST_PATH = `${VARIANT_ROOT}/experiments.json`;

/**
 * The cookie that keeps a visitor's variant for the visit: "<experiment>.<variant>", with no expiry (the browser
 * drops it when it closes), or OBJECTED once the visitor asks to be left out, which is kept a year.
 */
export const EXPERIMENT_COOKIE = "kl_test";

/** The cookie's value for a visitor who asked to be left out of every experiment. */
export const OBJECTED = "none";

/** The Worker's address a visitor posts to, from the privacy notice, to be left out of experiments (or back in). */
export const OBJECTION_PATH = "/api/experiments/choice";

/** One experiment as the build lists it for the Worker. */
export interface LiveExperiment {
  id: string;
  /** The pages' paths, with their trailing slash: "/", "/services/". */
  pages: string[];
  /** CONTROL first, then each variant's id. */
  variants: string[];
  /** The last day it runs, YYYY-MM-DD: after it, the Worker serves the control even before the next build. */
  end: string;
}

export interface ExperimentManifest {
  experiments: LiveExperiment[];
}

/** The variants of an experiment, the control first, as the Worker serves and the report counts them. */
export const variantsOf = (experiment: { variants: ReadonlyArray<{ id: string }> }): string[] => [
  CONTROL,
  ...experiment.variants.map((variant) => variant.id),
];

/** The path of a variant's page: variantPath("home-button", "book-a-call", "/") is "/_variants/home-button/book-a-call/". */
export const variantPath = (experiment: string, variant: string, page: string): string =>
  `${VARIANT_ROOT}/${experiment}/${variant}${page}`;

/** An experiment's or a variant's id: lower-case words joined by hyphens, so it can be a path and a cookie. */
export const EXPERIMENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the cookie says: the experiment and variant a visitor was given, that they objected, or nothing. */
export function readExperimentCookie(
  header: string | null | undefined,
): { experiment: string; variant: string } | "objected" | undefined {
  const value = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${EXPERIMENT_COOKIE}=`))
    ?.slice(EXPERIMENT_COOKIE.length + 1);
  if (!value) return undefined;
  if (value === OBJECTED) return "objected";
  const [experiment, variant, ...rest] = value.split(".");
  if (rest.length > 0 || !experiment || !variant || !EXPERIMENT_ID.test(experiment) || !EXPERIMENT_ID.test(variant))
    return undefined;
  return { experiment, variant };
}

/** The experiment and variant the cookie names, as a lead's fields; none for a visitor in no experiment. */
export function experimentOf(
  header: string | null | undefined,
): { experiment: string; variant: string } | Record<string, never> {
  const kept = readExperimentCookie(header);
  return kept && kept !== "objected" ? kept : {};
}

/** Whether an experiment runs on `day` (YYYY-MM-DD): from its start to its end, both days included. */
export const runsOn = (experiment: { start: string; end: string }, day: string): boolean =>
  experiment.start <= day && day <= experiment.end;

/**
 * The script text that adds the visitor's experiment and variant to an event's `props` (declared before it), from
 * the cookie; nothing when they take part in none. Needs `d` (document). The measurement script and Google's
 * consent script run it, so page views and conversions on every page carry what the visitor saw.
 */
export const EXPERIMENT_PROPS_JS =
  `{const x=/(?:^|; )${EXPERIMENT_COOKIE}=([a-z0-9-]+)\\.([a-z0-9-]+)(?:;|$)/.exec(d.cookie);` +
  "x&&(props.experiment=x[1],props.variant=x[2])}";

/**
 * The page a path shows, and whether it is a variant's own path: a variant's page stands for the page it varies
 * ("/_variants/home-button/book-a-call/services/" for "/services/"), in its canonical, breadcrumbs and menus.
 */
export function pageOfPath(pathname: string): { page: string; variant: boolean } {
  if (!pathname.startsWith(`${VARIANT_ROOT}/`)) return { page: pathname, variant: false };
  const rest = pathname
    .slice(VARIANT_ROOT.length + 1)
    .split("/")
    .slice(2)
    .join("/");
  return { page: `/${rest}`, variant: true };
}

export type ExperimentsMode = "on" | "off";

/**
 * Whether the site may run experiments: as their files say, unless the build is told EXPERIMENTS=off, when none
 * runs and the privacy notice says so. process.env.EXPERIMENTS is replaced at build time in the pages.
 */
export const experimentsMode = (): ExperimentsMode =>
  typeof process !== "undefined" && process.env.EXPERIMENTS === "off" ? "off" : "on";
