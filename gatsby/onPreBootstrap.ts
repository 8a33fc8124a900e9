import type { GatsbyNode } from "gatsby";
import { bookingUrlProblem } from "../src/lib/booking";
import { fileOfType } from "../src/lib/content/contentFile";
import { overdueReviews, overdueSummary } from "../src/lib/content/reviews";
import { leadsEndpoint, leadsEndpointProblem } from "../src/lib/leads";
import { analyticsEndpointProblem, googleSettingsProblem, measurementLine } from "../src/lib/measurement";
import { newsletterEndpoint, newsletterField, newsletterProblem } from "../src/lib/newsletter";
import { buildSource, isPreviewBuild } from "../src/lib/preview";
import { scheduledSummary } from "../src/lib/scheduling";
import { buildDate } from "../src/lib/siteAge";
import { turnstileSiteKey, turnstileSiteKeyProblem } from "../src/lib/turnstile";
import { siteContent } from "./content/readContent";
import { keepReadings, takeKeptReadings } from "./content/readings";
import { contentReport, printReport } from "./content/report";
import { writeSiteFonts } from "./siteFont";
import { experimentsSettingProblem } from "./experiments";

// Before any content becomes a node: a mistake in content/ stops `gatsby build` with every problem named by
// file and field, rather than as a GraphQL error later on. `gatsby develop` keeps running and says the same
// (and says it again on every later change: gatsby/onCreateNode.ts). A regulated page overdue for its review is
// a warning: the build goes on, and says which file is due (src/lib/content/reviews.ts). Articles dated after the
// build's day are named, with their day, as waiting (src/lib/scheduling.ts). A text the last build read is not read
// again while the code is the same (gatsby/content/readings.ts).
//
// Then where the forms deliver: a LEADS_ENDPOINT that cannot be used stops the build, and none at all is said
// once, so nobody launches a site whose forms only simulate without knowing it. Simulating is the default that
// SPEC describes, not a fault, so it is said as information: a build with nothing wrong prints no warning. A
// BOOKING_URL that cannot be used stops the build too; none at all is the default and needs no word. So does an
// ANALYTICS_ENDPOINT or Google setting (GOOGLE_TAG_ID, GOOGLE_ADS_CONVERSION, GOOGLE_TAG_ORIGIN) that cannot be used,
// and the build says in one line what it measures, if anything; and a NEWSLETTER_ENDPOINT or NEWSLETTER_FIELD that
// cannot be used, and where the newsletter boxes sign people up, when they do.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const developing = process.env.gatsby_executing_command === "develop";
  takeKeptReadings();
  const report = contentReport(developing ? "save" : "build");
  if (report) {
    printReport(report);
    if (!developing) process.exit(1);
  }
  keepReadings();
  // The pages' font files, which every page's head names (gatsby/siteFont.ts).
  await writeSiteFonts();
  const { checked, scheduled } = siteContent();
  const waiting = scheduledSummary(scheduled);
  if (waiting) reporter.info(waiting);
  const site = fileOfType(checked, "SiteFacts");
  const overdue = site ? overdueReviews(checked, site.data.reviewPeriodMonths, buildDate()) : [];
  for (const warning of overdue) reporter.warn(warning);
  if (overdue.length > 0) reporter.info(overdueSummary(overdue.length));
  const endpointProblem =
    leadsEndpointProblem(process.env.LEADS_ENDPOINT) ??
    bookingUrlProblem(process.env.BOOKING_URL) ??
    analyticsEndpointProblem(process.env.ANALYTICS_ENDPOINT) ??
    googleSettingsProblem() ??
    newsletterProblem() ??
    turnstileSiteKeyProblem() ??
    experimentsSettingProblem();
  if (endpointProblem) reporter.panic(endpointProblem);
  if (!leadsEndpoint()) {
    reporter.info(
      "Forms simulate sending: LEADS_ENDPOINT is not set, so the contact and guide forms deliver nowhere and the " +
        "site says so. docs/forms.md explains how to connect them.",
    );
  }
  reporter.info(measurementLine());
  if (isPreviewBuild()) {
    const { branch, commit } = buildSource();
    reporter.info(
      `Preview build${branch ? ` of the branch ${branch}` : ""}${commit ? ` at ${commit.slice(0, 7)}` : ""}: not indexed (robots.txt, X-Robots-Tag), and its forms, measurements, sign-ups and bookings use only PREVIEW_ settings (docs/content-and-cms.md, "Previews of drafts").`,
    );
  }
  if (turnstileSiteKey()) {
    reporter.info(
      "Bot check: Turnstile guards the lead forms (TURNSTILE_SITE_KEY). Give the Worker TURNSTILE_SECRET_KEY too, or every lead sent from a form with JavaScript is refused.",
    );
  }
  const newsletter = newsletterEndpoint();
  if (newsletter) {
    reporter.info(`Newsletter: the boxes sign people up at ${newsletter}, in the field "${newsletterField()}".`);
  }
};
