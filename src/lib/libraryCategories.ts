// The filter categories of the glossary and the playbooks (SPEC §9), kept free
// of zod so the browser bundle can read them. The content schema accepts only
// these names, and the filter buttons list "All" followed by them.

export const ALL_CATEGORIES = "All";

export const glossaryCategories = ["PPC", "SEO", "Analytics", "CRO", "Email", "Social Media"] as const;
export type GlossaryCategory = (typeof glossaryCategories)[number];

export const playbookCategories = ["PPC", "SEO", "CRO", "Email", "Local Marketing", "E-commerce"] as const;
export type PlaybookCategory = (typeof playbookCategories)[number];

/** The filter buttons, in order: All first. */
export const glossaryFilterOptions: readonly string[] = [ALL_CATEGORIES, ...glossaryCategories];
export const playbookFilterOptions: readonly string[] = [ALL_CATEGORIES, ...playbookCategories];
