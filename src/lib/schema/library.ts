import { z } from "zod";
import { glossaryCategories } from "../libraryCategories";
import { named, ref } from "./graphqlHints";
import { callToAction, hero, icon, link, oneOf, sectionIntro, pageRoute, seo, text } from "./shared";

// Content types of the content library: /resources, /playbooks, /glossary and /tools.

const outboundUrl = z
  .string()
  .url("should be the full address of the other site")
  .startsWith("https://", "should start with https:// (links to other sites must be secure)");

/** The newsletter sign-up box: its heading and pitch. The form's own wording is in the component. */
/**
 * A newsletter box: its pitch, true whatever the build, and, where the boxes sign people up (NEWSLETTER_ENDPOINT),
 * the pitch shown instead, which may say how many read it: an audience of a newsletter nobody can join is no claim.
 */
export const newsletterBox = named(
  "NewsletterBox",
  z.object({ title: text, lead: text, connectedLead: text.optional() }),
);

/** The free tools, by file name in content/tools/: each card is drawn from the tool's own file. */
export const freeToolSection = named(
  "FreeToolSection",
  z.object({ ...sectionIntro, items: z.array(ref("tools")).min(1) }),
);

/**
 * Documents and templates by file name (content/documents/, content/templates/), in the order the page shows them.
 * Everything a card says comes from the document or template and the file the build made of it (gatsby/downloads/).
 */
const downloadList = (folder: string, example: string) =>
  z
    .array(
      text.regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        `should be the name of a file in content/${folder}/, such as "${example}"`,
      ),
    )
    .min(1);

export const resourcesPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  /** The guides, by file name in content/documents/. */
  guides: named("GuideSection", z.object({ ...sectionIntro, items: downloadList("documents", "ppc-strategy") })),
  /** The templates, by file name in content/templates/: each card downloads its workbook. */
  templates: named(
    "ResourceTemplateSection",
    z.object({ ...sectionIntro, items: downloadList("templates", "ppc-campaign-planner") }),
  ),
  tools: freeToolSection,
  newsletter: newsletterBox,
  cta: callToAction,
});

export const playbooksPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  /** The playbooks, by file name in content/documents/. */
  playbooks: named(
    "PlaybookSection",
    z.object({ ...sectionIntro, items: downloadList("documents", "local-seo-playbook") }),
  ),
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
