import {
  CONTROL,
  EXPERIMENT_COOKIE,
  MANIFEST_PATH,
  experimentOf,
  OBJECTED,
  readExperimentCookie,
  variantPath,
  type ExperimentManifest,
  type LiveExperiment,
} from "../src/lib/experiments";
import { NO_SITE, siteOf, type Assets } from "./site";

// The experiments at the edge (src/lib/experiments.ts). The host sends the Worker the pages of the experiments the
// build found running (gatsby/workerConfig.ts); for each, it serves the visitor's variant, rendered at the build, at
// the page's own address: the same finished HTML as any page, with no script to swap words after it paints.
// - A visitor keeps their variant for the visit: one cookie, "kl_test=<experiment>.<variant>", with no expiry and no
//   identifier (it says which of two or three versions they see, the same for everyone who sees it).
// - A new visitor is given one of the variants at random, evenly.
// - Crawlers and link previews always get the control, so search engines index one page, and set no cookie.
// - A visitor whose browser sends Global Privacy Control, or who said no (the privacy notice's link, OBJECTION_PATH),
//   sees the control, is given no cookie and is not counted.
// - A visitor already in another experiment sees this page's control: one experiment a visitor, so that every
//   conversion is owed to one.
// - After its last day, the control, whatever the cookie says, even before the next build drops it.
// docs/measurement.md says why this needs no consent under PECR as the Data (Use and Access) Act 2025 amended it.

/** User agents that are crawlers or link previews rather than people: they always get the control. */
const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|mediapartners|inspectiontool|googleother|whatsapp|pinterest|^$/i;

const isCrawler = (userAgent: string | null) => CRAWLER.test(userAgent ?? "");

/** The experiment's cookie with this value: for the visit, or for `maxAge` seconds. */
const cookie = (value: string, secure: boolean, maxAge?: number) =>
  `${EXPERIMENT_COOKIE}=${value}; Path=/;${maxAge === undefined ? "" : ` Max-Age=${maxAge};`} SameSite=Lax${secure ? "; Secure" : ""}`;

/** The cookie that says a visitor wants no part in experiments: kept a year, as the choice is. */
const objectedCookie = (secure: boolean) => cookie(OBJECTED, secure, 31_536_000);

/** The cookie that forgets the choice, and any variant: the next experiment page gives a new one. */
const clearedCookie = (secure: boolean) => cookie("", secure, 0);

/** The variant a request is shown, and the cookie that keeps it, for a visitor new to the experiment. */
export interface Assignment {
  variant: string;
  setCookie?: string;
}

/**
 * Which variant a request for a page of `experiment` sees (`random` in [0, 1) picks a new visitor's); `running` are
 * the experiments running today, this one among them.
 */
export function assign(
  experiment: LiveExperiment,
  request: Request,
  random: number,
  running: readonly LiveExperiment[] = [experiment],
): Assignment {
  const control: Assignment = { variant: CONTROL };
  if (isCrawler(request.headers.get("User-Agent")) || request.headers.get("Sec-GPC") === "1") return control;
  const kept = readExperimentCookie(request.headers.get("Cookie"));
  if (kept === "objected") return control;
  if (kept && kept.experiment === experiment.id && experiment.variants.includes(kept.variant)) {
    return { variant: kept.variant };
  }
  // In another experiment that still runs: this page's control. (One that has ended is forgotten.)
  if (kept && running.some((other) => other.id === kept.experiment && other.id !== experiment.id)) return control;
  const variant =
    experiment.variants[Math.min(experiment.variants.length - 1, Math.floor(random * experiment.variants.length))]!;
  return { variant, setCookie: cookie(`${experiment.id}.${variant}`, new URL(request.url).protocol === "https:") };
}

const manifests = new WeakMap<Assets, Promise<ExperimentManifest>>();

/** The build's list of running experiments, read once an instance (a new build is a new deployment). */
export function manifestOf(assets: Assets, origin: string): Promise<ExperimentManifest> {
  let manifest = manifests.get(assets);
  if (!manifest) {
    manifest = assets
      .fetch(new URL(MANIFEST_PATH, origin).href)
      .then((response) => (response.ok ? (response.json() as Promise<ExperimentManifest>) : { experiments: [] }))
      .catch(() => ({ experiments: [] }));
    manifests.set(assets, manifest);
  }
  return manifest;
}

/** The experiments running today (the build's, less any past its last day). */
export async function runningOn(assets: Assets, origin: string, today: string): Promise<LiveExperiment[]> {
  const { experiments } = await manifestOf(assets, origin);
  return experiments.filter((experiment) => today <= experiment.end);
}

/** The site's 404 page, with status 404. */
export async function notFound(request: Request, assets: Assets): Promise<Response> {
  const page = await assets.fetch(new URL("/404.html", request.url).href);
  return new Response(request.method === "HEAD" ? null : page.body, { status: 404, headers: page.headers });
}

/**
 * The answer for a page with a running experiment: the visitor's variant at the page's address, with the page's
 * headers. Undefined for any other request, which the site's files answer.
 */
export async function experimentAnswer(
  request: Request,
  assets: Assets,
  { now = Date.now(), random = Math.random() }: { now?: number; random?: number } = {},
): Promise<Response | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  const running = await runningOn(assets, url.origin, new Date(now).toISOString().slice(0, 10));
  const experiment = running.find((candidate) => candidate.pages.includes(url.pathname));
  if (!experiment) return undefined;
  const assignment = assign(experiment, request, random, running);
  const source =
    assignment.variant === CONTROL
      ? request
      : new Request(new URL(variantPath(experiment.id, assignment.variant, url.pathname), url).href, request);
  const page = await assets.fetch(source);
  // The page's headers (its own and a variant's path have the same rules in _headers), and one more: a cache must
  // keep each visitor's variant apart, by the cookie that names it.
  const headers = new Headers(page.headers);
  headers.append("Vary", "Cookie");
  if (assignment.setCookie) headers.append("Set-Cookie", assignment.setCookie);
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
}

/**
 * The privacy notice's choice (OBJECTION_PATH): `?choice=out` leaves the visitor out of every experiment, from the
 * next page on; `?choice=in` forgets that. Either way back to the page it was made on, at the site's own address
 * (the build's list, as every route has it), or home.
 */
export async function answerChoice(request: Request, assets: Assets | undefined): Promise<Response> {
  const site = await siteOf(request, { ASSETS: assets });
  if (!site) return new Response(NO_SITE, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const url = new URL(request.url);
  const choice = url.searchParams.get("choice");
  if (request.method !== "GET" || (choice !== "out" && choice !== "in")) {
    return new Response("Choose ?choice=out to be left out of the site's experiments, or ?choice=in to take part.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  let back = "/";
  try {
    const referrer = new URL(request.headers.get("Referer") ?? "");
    if (referrer.origin === site.site) back = `${referrer.pathname}${referrer.search}`;
  } catch {
    // No referrer, or not an address: home.
  }
  const secure = url.protocol === "https:";
  return new Response(null, {
    status: 303,
    headers: {
      Location: back,
      "Set-Cookie": choice === "out" ? objectedCookie(secure) : clearedCookie(secure),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * What a visitor saw, for their lead: the experiment and variant their cookie names (a form sent without
 * JavaScript carries it), or else those the page's script sent, when they are an experiment's and variant the build
 * runs, so that the team knows which words brought the enquiry. Nothing for anyone not taking part, and nothing
 * a post made up.
 */
export async function experimentSeen(
  request: Request,
  assets: Assets | undefined,
  posted: { experiment?: string; variant?: string },
): Promise<{ experiment: string; variant: string } | Record<string, never>> {
  const cookie = experimentOf(request.headers.get("Cookie"));
  const named = "experiment" in cookie ? cookie : posted;
  if (!assets || !named.experiment || !named.variant) return {};
  const { experiments } = await manifestOf(assets, new URL(request.url).origin);
  const known = experiments.some(
    (experiment) => experiment.id === named.experiment && experiment.variants.includes(named.variant!),
  );
  return known ? { experiment: named.experiment, variant: named.variant } : {};
}
