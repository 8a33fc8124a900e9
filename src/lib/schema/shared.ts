import { z } from "zod";
import { iconNames } from "../iconNames";
import { linkTo, named } from "./graphqlHints";

// Shapes shared by several content types. Messages are written for editors.

export const text = z.string().trim().min(1, "should not be empty");

/** One of a fixed list of values, with a message that names them. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: `should be one of: ${values.join(", ")}` }) });

/** An internal path ("/contact", "/resources#guides"), a section of the same page ("#strategies") or an absolute https URL. */
export const href = linkTo(
  text.refine(
    (value) =>
      /^\/(?!\/)/.test(value) ||
      /^#[a-z][a-z0-9-]*$/.test(value) ||
      /^https:\/\//.test(value) ||
      /^(mailto|tel):/.test(value),
    "should start with / for a page on this site, # for a section of the same page, or https:// for another site",
  ),
);

export const icon = z.enum(iconNames, {
  errorMap: () => ({ message: `should be one of the icon names: ${iconNames.join(", ")}` }),
});

export const seo = named(
  "Seo",
  z.object({
    // Lengths and uniqueness across pages: the content check (src/lib/searchListing.ts).
    title: text,
    description: text,
    keywords: z.array(text).min(1, "should list at least one keyword"),
  }),
);

export const link = named("Link", z.object({ label: text, href }));

export const sectionIntro = {
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
};

export const hero = named(
  "Hero",
  z.object({
    eyebrow: text.optional(),
    title: text,
    lead: text,
    primaryCta: link,
    secondaryCta: link.optional(),
    highlights: z.array(text).optional(),
  }),
);

export const metric = named("Metric", z.object({ label: text, value: text }));

export const callToAction = named(
  "CallToAction",
  z.object({ title: text, lead: text, primaryCta: link, secondaryCta: link.optional() }),
);

export const feature = named("Feature", z.object({ icon, title: text, description: text }));

/** The HTML id of a section, so links can point at it ("/resources#guides"). */
export const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "should be lower-case letters, digits and hyphens, starting with a letter, such as faq");

/** Why "2026-02-30" is no day, and what to write instead: the month's last day, or a month of the year. */
function notADayMessage(value: string): string {
  const [year, month] = value.split("-").map(Number) as [number, number];
  if (month < 1 || month > 12) {
    return `is "${value}", but a year has months 01 to 12: write the date as YYYY-MM-DD, such as "${year}-01-15"`;
  }
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDay = `${value.slice(0, 8)}${String(last).padStart(2, "0")}`;
  return `is "${value}", but that month has ${last} days: write a day from 01 to ${last}, such as "${lastDay}"`;
}

/**
 * A calendar date written as YYYY-MM-DD, checked as written: "2026-02-30" is refused, not read as 2 March.
 * The content check reads front matter without YAML's date conversion, so this sees the text of the file.
 */
export const isoDate = z
  .string({ invalid_type_error: 'should be a date written as YYYY-MM-DD, such as "2026-11-02"' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'should be a date written as YYYY-MM-DD, such as "2026-11-02"')
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true; // the format's own message says it
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    (value) => ({ message: notADayMessage(value) }),
  );

/**
 * How a page sits in the site: its breadcrumb label, other addresses that show it, and whether search engines
 * may list it. Every page's content file has one (a markdown file's title is its label).
 */
export const pageRoute = named(
  "PageRoute",
  z.object({
    /** The page's name in breadcrumbs, e.g. "Legal PPC". */
    label: text,
    /** Other paths that show the same page, e.g. "/agency": written without a trailing slash; canonical to this page. */
    aliases: z
      .array(
        z.string().regex(/^\/[a-z0-9-/]*[a-z0-9]$/, "should be a path such as /agency: a leading /, no trailing /"),
      )
      .optional(),
    /** Keeps the page out of search results and the sitemap. */
    noindex: z.boolean().optional(),
  }),
);

/**
 * A text whose truth depends on whether the site's forms deliver (LEADS_ENDPOINT set when it was built) or only
 * simulate sending: editors write both, and each build shows the one that is true (src/lib/leads.ts).
 */
export const deliveryText = named("DeliveryText", z.object({ connected: text, simulated: text }));
