import type { HtmlNode } from "./htmlTree";
import { experimentsMode, type ExperimentsMode } from "./experiments";
import { deliveryMode, type DeliveryMode } from "./leads";
import { analyticsMode, googleAdsMode, googleMode, type AnalyticsMode, type GoogleMode } from "./measurement";
import { newsletterMode, type NewsletterMode } from "./newsletter";
import { checkMode, type CheckMode } from "./turnstile";

// Markdown pages (the privacy notice, the terms) say different things depending on how the site was built: whether
// the forms deliver (src/lib/leads.ts), whether it measures without cookies and whether it has Google's tag
// (src/lib/measurement.ts), whether the newsletter boxes sign people up (src/lib/newsletter.ts), and whether the
// forms run the bot check (src/lib/turnstile.ts). An editor writes each variant between markers on lines of their
// own:
//
//   <!-- forms connected -->
//   What is true when the forms send to us.
//   <!-- end forms -->
//   <!-- forms simulated -->
//   What is true when they only simulate.
//   <!-- end forms -->
//   <!-- analytics on -->
//   What is true when the site counts page views and conversions.
//   <!-- end analytics -->
//   <!-- analytics off -->
//   What is true when it measures nothing.
//   <!-- end analytics -->
//   <!-- google on -->
//   What is true when Google Analytics is offered, with consent.
//   <!-- end google -->
//   <!-- ads on -->
//   What is true when Google Ads is told of conversions too (only with Google Analytics).
//   <!-- end ads -->
//   <!-- newsletter on -->
//   What is true when the newsletter boxes sign people up (and "off" when they do nothing).
//   <!-- end newsletter -->
//   <!-- check on -->
//   What is true when the forms run the bot check, Turnstile (only when they deliver; src/lib/turnstile.ts).
//   <!-- end check -->
//   <!-- experiments on -->
//   What is true when the site may test versions of its pages (src/lib/experiments.ts; "off": EXPERIMENTS=off).
//   <!-- end experiments -->
//   <!-- google off and experiments off -->
//   What is true only when both are: a block may name two settings, and is shown when both hold.
//   <!-- end google -->
//
// Markdown keeps the markers as HTML comments; the page shows the blocks that are true of its build and drops the
// others (keepBlocksOf, a step of src/lib/markdown.ts). The content check refuses markers that do not pair up
// (deliveryBlockProblems).

/** How the site was built, in each setting a text can depend on. */
export interface BuildModes {
  forms: DeliveryMode;
  analytics: AnalyticsMode;
  google: GoogleMode;
  ads: GoogleMode;
  newsletter: NewsletterMode;
  check: CheckMode;
  experiments: ExperimentsMode;
}

type Setting = keyof BuildModes;

/** Each setting's values. */
const SETTINGS: { readonly [S in Setting]: ReadonlyArray<BuildModes[S]> } = {
  forms: ["connected", "simulated"],
  analytics: ["on", "off"],
  google: ["on", "off"],
  ads: ["on", "off"],
  newsletter: ["on", "off"],
  check: ["on", "off"],
  experiments: ["on", "off"],
};

export const DELIVERY_MODES = SETTINGS.forms;

/**
 * Every build the site can have, for checking a text as each would show it (Google Ads only with Google's tag, the
 * bot check only with forms that deliver).
 */
export const ALL_BUILD_MODES: readonly BuildModes[] = SETTINGS.forms.flatMap((forms) =>
  SETTINGS.analytics.flatMap((analytics) =>
    SETTINGS.google.flatMap((google) =>
      SETTINGS.ads
        .filter((ads) => google === "on" || ads === "off")
        .flatMap((ads) =>
          SETTINGS.newsletter.flatMap((newsletter) =>
            SETTINGS.check
              .filter((check) => forms === "connected" || check === "off")
              .flatMap((check) =>
                SETTINGS.experiments.map((experiments) => ({
                  forms,
                  analytics,
                  google,
                  ads,
                  newsletter,
                  check,
                  experiments,
                })),
              ),
          ),
        ),
    ),
  ),
);

/** The modes of this build. */
export const buildModes = (): BuildModes => ({
  forms: deliveryMode(),
  analytics: analyticsMode(),
  google: googleMode(),
  ads: googleAdsMode(),
  newsletter: newsletterMode(),
  check: checkMode(),
  experiments: experimentsMode(),
});

const NAMES = Object.keys(SETTINGS).join("|");
const MARKER_TEXT = `\\s*(?:(${NAMES})\\s+(\\S+)(?:\\s+and\\s+(${NAMES})\\s+(\\S+))?|end\\s+(${NAMES}))\\s*`;
/** A marker as the text writes it. */
const MARKER = new RegExp(`<!--${MARKER_TEXT}-->`, "g");
/** A marker as a comment of the HTML's tree holds it. */
const MARKER_COMMENT = new RegExp(`^${MARKER_TEXT}$`);

/**
 * Keeps in the tree only the blocks that are true of the build (this one, unless told otherwise), and no markers.
 * The markers are comments of the HTML's tree (src/lib/markdown.ts); a block is what lies between two of them
 * under one parent, so dropping it never joins what was around it into new HTML.
 */
export function keepBlocksOf(tree: HtmlNode, modes: Partial<BuildModes> = {}): void {
  const shown: BuildModes = { ...buildModes(), ...modes };
  const keep = (node: HtmlNode) => {
    if (!node.children) return;
    let open: Array<[Setting, string]> | undefined;
    node.children = node.children.filter((child) => {
      const marker = child.type === "comment" ? MARKER_COMMENT.exec(child.value ?? "") : null;
      if (marker) {
        open = marker[1] ? conditionsOf(marker) : undefined;
        return false;
      }
      if (open && open.some(([setting, value]) => shown[setting] !== value)) return false;
      keep(child);
      return true;
    });
  };
  keep(tree);
}

/** What an opening marker asks of the build: one setting's value, or two's. */
const conditionsOf = (marker: RegExpExecArray): Array<[Setting, string]> =>
  marker[3]
    ? [
        [marker[1] as Setting, marker[2]!],
        [marker[3] as Setting, marker[4]!],
      ]
    : [[marker[1] as Setting, marker[2]!]];

const blocksOf = (setting: Setting) => SETTINGS[setting].map((value) => `<!-- ${setting} ${value} -->`).join(" and ");

/** Markers that do not pair up or name no mode, with the line of the body each is on (1-based). */
export function deliveryBlockProblems(body: string): Array<{ line: number; message: string }> {
  const problems: Array<{ line: number; message: string }> = [];
  let open: { setting: Setting; value: string; line: number } | undefined;
  const lineOf = (index: number) => body.slice(0, index).split("\n").length;
  for (const match of body.matchAll(MARKER)) {
    const line = lineOf(match.index);
    const setting = (match[1] ?? match[5]) as Setting;
    const value = match[2];
    const closing = match[5] !== undefined;
    const wrong = closing
      ? undefined
      : conditionsOf(match).find(([name, wanted]) => !(SETTINGS[name] as readonly string[]).includes(wanted));
    if (wrong) {
      problems.push({
        line,
        message: `starts a block for ${wrong[0]} "${wrong[1]}": the blocks are ${blocksOf(wrong[0])}`,
      });
    } else if (!closing && open) {
      problems.push({
        line,
        message: `starts a ${setting} block inside the ${open.setting} block opened on line ${open.line}: close it first with <!-- end ${open.setting} -->`,
      });
    } else if (closing && !open) {
      problems.push({ line, message: `has <!-- end ${setting} --> without a block to close` });
    } else if (closing && open && open.setting !== setting) {
      problems.push({
        line,
        message: `has <!-- end ${setting} --> where the ${open.setting} block opened on line ${open.line} should end: write <!-- end ${open.setting} -->`,
      });
    }
    open = closing ? undefined : { setting, value: value!, line };
  }
  if (open)
    problems.push({
      line: open.line,
      message: `opens a ${open.setting} ${open.value} block that is never closed: end it with <!-- end ${open.setting} -->`,
    });
  return problems;
}
