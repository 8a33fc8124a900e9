import { z } from "zod";
import { glossaryCategories, playbookCategories } from "../libraryCategories";
import { named, ref } from "./graphqlHints";
import { callToAction, deliveryText, hero, href, icon, link, sectionIntro, pageRoute, seo, text } from "./shared";

// Content types of the content library: /resources, /playbooks, /glossary and /tools.

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: `should be one of: ${values.join(", ")}` }) });

const outboundUrl = z
  .string()
  .url("should be the full address of the other site")
  .startsWith("https://", "should start with https:// (links to other sites must be secure)");

/** The newsletter sign-up box: its heading and pitch. The form's own wording is in the component. */
export const newsletterBox = named("NewsletterBox", z.object({ title: text, lead: text }));

/** The free tools, by file name in content/tools/: each card is drawn from the tool's own file. */
export const freeToolSection = named(
  "FreeToolSection",
  z.object({ ...sectionIntro, items: z.array(ref("tools")).min(1) }),
);

export const guide = named(
  "Guide",
  z.object({
    title: text,
    description: text,
    pages: z.number().int().positive("should be the number of pages, such as 67"),
    category: text,
    downloadLink: href,
    topics: z.array(text).min(1),
  }),
);

export const resourceTemplate = named(
  "ResourceTemplate",
  z.object({ title: text, description: text, type: text, format: text, category: text }),
);

export const resourcesPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  guides: named("GuideSection", z.object({ ...sectionIntro, items: z.array(guide).min(1) })),
  templates: named(
    "ResourceTemplateSection",
    // `note` tells readers how to get a template, since the page itself has no download.
    z.object({ ...sectionIntro, note: deliveryText, items: z.array(resourceTemplate).min(1) }),
  ),
  tools: freeToolSection,
  newsletter: newsletterBox,
  cta: callToAction,
});

export const playbook = named(
  "Playbook",
  z.object({
    title: text,
    description: text,
    category: oneOf(playbookCategories),
    readTime: text,
    // Free text on purpose: Beginner, Intermediate and Advanced have colours, anything else shows grey.
    difficulty: text,
    chapters: z.number().int().positive("should be the number of chapters, such as 8"),
    downloadLink: href,
    preview: text,
    topics: z.array(text).min(1),
  }),
);

export const playbooksPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  playbooks: named("PlaybookSection", z.object({ ...sectionIntro, items: z.array(playbook).min(1) })),
  cta: callToAction,
});

export const glossaryTerm = named(
  "GlossaryTerm",
  z.object({
    term: text,
    definition: text,
    category: oneOf(glossaryCategories),
    relatedPages: z.array(link).min(1),
  }),
);

export const glossaryPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  glossary: named("GlossarySection", z.object({ ...sectionIntro, terms: z.array(glossaryTerm).min(1) })),
  cta: callToAction,
});

export const recommendedTool = named(
  "RecommendedTool",
  z.object({
    name: text,
    description: text,
    link: outboundUrl,
    why: text,
    // Set when we may earn a commission; readers see an "Affiliate link" badge and the link is rel="sponsored".
    affiliate: z.boolean().optional(),
  }),
);

export const toolsPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  freeTools: freeToolSection,
  toolStack: named(
    "ToolStackSection",
    z.object({
      ...sectionIntro,
      disclosure: text,
      categories: z
        .array(
          named(
            "ToolCategory",
            z.object({ category: text, description: text, tools: z.array(recommendedTool).min(1) }),
          ),
        )
        .min(1),
    }),
  ),
  setupHelp: named(
    "SetupHelpSection",
    z.object({
      ...sectionIntro,
      items: z.array(named("SetupHelpCard", z.object({ icon, title: text, description: text, link }))).min(1),
    }),
  ),
  cta: callToAction,
});

export type ResourcesPage = z.infer<typeof resourcesPageSchema>;
export type PlaybooksPage = z.infer<typeof playbooksPageSchema>;
export type GlossaryPage = z.infer<typeof glossaryPageSchema>;
export type ToolsPage = z.infer<typeof toolsPageSchema>;
