import { z } from "zod";
import { named } from "./graphqlHints";
import { figure } from "./facts";
import { text } from "./shared";

const time = z.string().regex(/^\d{2}:\d{2}$/, "should be a 24-hour time such as 09:00");
const weekday = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], {
  errorMap: () => ({ message: "should be a day of the week written in full, such as Monday" }),
});

export const siteFactsSchema = z.object({
  brand: text,
  tagline: text,
  blurb: text,
  siteUrl: z.string().url("should be the full address of the live site, such as https://example.co.uk"),
  foundingYear: z.number().int().min(1900).max(2100),
  /**
   * How often a regulated page (industries, campaign pages) is reviewed: a `lastReviewed` older than this many
   * months makes the build warn, naming the file (src/lib/content/reviews.ts).
   */
  reviewPeriodMonths: z.number().int().min(1).max(60),
  phone: named(
    "Phone",
    z.object({
      display: text.regex(
        /^020 7946 0\d{3}$/,
        "should be in the 020 7946 0xxx drama range so no real person is called",
      ),
      href: text.regex(/^tel:\+44207946\d{4}$/, "should be tel:+44 and the number without its first 0 or spaces"),
    }),
  ),
  email: z.string().email("should be an email address"),
  address: named(
    "PostalAddress",
    z.object({ streetAddress: text, locality: text, postalCode: text, country: z.literal("GB") }),
  ),
  openingHours: z
    .array(named("OpeningHours", z.object({ days: z.array(weekday).min(1), opens: time, closes: time })))
    .min(1),
  timeZoneLabel: text,
  /**
   * The headline figures of the business (SPEC §1), each told once: stat tiles name one by its id, and copy
   * that quotes a figure must agree with it.
   */
  figures: z.array(figure).min(1),
  /**
   * The standing offers whose terms every page must state alike, e.g. the 90-day performance guarantee: what it
   * covers, said once. The content check refuses copy that narrows an offer to part of it ("for new paid campaigns").
   */
  offers: z.array(named("Offer", z.object({ name: text, covers: text }))).default([]),
  shareImage: named(
    "ShareImage",
    z.object({
      /** A file in static/, e.g. /og-default.png. */
      path: z
        .string()
        .regex(/^\/[\w./-]+\.(png|jpe?g)$/, "should be the path of an image in static/, such as /og-default.png"),
      width: z.literal(1200),
      height: z.literal(630),
      alt: text,
    }),
  ),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;
