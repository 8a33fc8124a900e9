import { z } from "zod";
import { figureRef, named } from "./graphqlHints";
import { caseStudySection, featureSection, processSection, serviceCard, statSection } from "./sections";
import { callToAction, deliveryText, hero, icon, isoDate, link, pageRoute, sectionIntro, seo, text } from "./shared";

// Content types of the company and conversion screens: services overview,
// results, contact, careers and partner program. Sections render in the order
// each view lists them.

/** A group of service cards under one heading, e.g. "Paid Media". */
export const serviceCategory = named(
  "ServiceCategory",
  z.object({ category: text, icon, lead: text.optional(), services: z.array(serviceCard).min(1) }),
);

/**
 * An industry we work in: how many clients, and their average growth. The count either gives one of site.json's
 * counts exactly (`figure`: the law firms, "50+") or is among one (`partOf`: the projects), so that the content
 * check can hold the tiles to the totals they sit under.
 */
export const industryTile = named(
  "IndustryTile",
  z.object({
    name: text,
    icon,
    count: z.number().int().positive("should be the number of clients, a whole number above 0"),
    /** The id of the figure in site.json that is these clients' average growth, where it is measured. */
    growth: figureRef().optional(),
    /** The count of site.json's figures that this count gives exactly. */
    figure: z.string().optional(),
    /** Else the count of site.json's figures that these clients are among. */
    partOf: z.string().optional(),
  }),
);

export const servicesPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  categories: named(
    "ServiceCategorySection",
    z.object({ ...sectionIntro, items: z.array(serviceCategory).min(1, "should list at least one service category") }),
  ),
  process: processSection,
  whyChoose: statSection,
  cta: callToAction,
});

export const resultsPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  stats: statSection,
  caseStudies: caseStudySection,
  industries: named("IndustrySection", z.object({ ...sectionIntro, items: z.array(industryTile).min(1) })),
  cta: callToAction,
});

export const contactMethod = named(
  "ContactMethod",
  z.object({
    kind: z.enum(["phone", "email", "chat"], {
      errorMap: () => ({ message: "should be phone, email or chat (the number and address come from site.json)" }),
    }),
    title: text,
    description: text,
  }),
);

export const contactPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  methods: named("ContactMethodSection", z.object({ ...sectionIntro, items: z.array(contactMethod).min(1) })),
  form: named(
    "EnquiryFormCopy",
    z.object({
      ...sectionIntro,
      submitLabel: text,
      privacyNote: deliveryText,
      thankYou: named("EnquiryThankYou", z.object({ title: deliveryText, message: deliveryText })),
    }),
  ),
  office: named("OfficeCopy", z.object({ title: text, directions: text })),
  emergency: named("EmergencyCopy", z.object({ title: text, description: text })),
  booking: named(
    "BookingCopy",
    z.object({
      title: text,
      description: text,
      /** What the card says instead when the site was built with a booking calendar (BOOKING_URL). */
      online: named("OnlineBookingCopy", z.object({ title: text, description: text, linkLabel: text })),
    }),
  ),
  nextSteps: processSection,
});

export const jobRole = named(
  "JobRole",
  z.object({
    title: text,
    department: text,
    location: text,
    type: z.enum(["Full-time", "Part-time", "Contract", "Internship"], {
      errorMap: () => ({ message: "should be Full-time, Part-time, Contract or Internship" }),
    }),
    description: text,
    requirements: z.array(text).min(1, "should list at least one requirement"),
    datePosted: isoDate,
    validThrough: isoDate.optional(),
  }),
);

export const careersPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  benefits: featureSection,
  roles: named("JobRoleSection", z.object({ ...sectionIntro, items: z.array(jobRole).min(1), apply: link })),
  cta: callToAction,
});

export const partnerType = named(
  "PartnerType",
  z.object({
    title: text,
    /** The headline reward, e.g. "30% revenue share". */
    reward: text,
    description: text,
    benefits: z.array(text).min(1, "should list at least one benefit"),
    ideal: text,
  }),
);

export const partnerPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  benefits: featureSection,
  types: named("PartnerTypeSection", z.object({ ...sectionIntro, items: z.array(partnerType).min(1), apply: link })),
  process: processSection,
  cta: callToAction,
});
