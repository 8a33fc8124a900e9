import type { z } from "zod";
import {
  careersPageSchema,
  contactPageSchema,
  partnerPageSchema,
  resultsPageSchema,
  servicesPageSchema,
} from "./company";
import { comparisonPageSchema } from "./comparisonPage";
import { industryPageSchema } from "./industryPages";
import { landingPageSchema } from "./landingPages";
import { legalPageSchema } from "./legal";
import { glossaryPageSchema, playbooksPageSchema, resourcesPageSchema, toolsPageSchema } from "./library";
import { blogPageSchema, blogPostSchema } from "./blog";
import { navigationSchema } from "./navigation";
import { aboutPageSchema, homePageSchema } from "./pages";
import { servicePageSchema } from "./servicePages";
import { siteFactsSchema } from "./site";
import { toolPageSchema } from "./tools";

/**
 * Every kind of file under content/. `files` is the file's path relative to
 * content/: an exact name, or "dir/*.json" for a family with one file a page.
 * The GraphQL node type of each file is the key; its contentId is the file
 * name without extension.
 *
 * Markdown files ("dir/*.md") are the exception: gatsby-transformer-remark
 * makes every one a MarkdownRemark node. The key is then the value of that
 * node's `contentType` field, and the schema checks its front matter (see the
 * comment at the top of gatsby/graphqlSdl.ts).
 */
export const contentTypes = {
  SiteFacts: { files: "site.json", schema: siteFactsSchema },
  Navigation: { files: "navigation.json", schema: navigationSchema },
  HomePage: { files: "pages/home.json", schema: homePageSchema },
  AboutPage: { files: "pages/about.json", schema: aboutPageSchema },
  ServicesPage: { files: "pages/services.json", schema: servicesPageSchema },
  ResultsPage: { files: "pages/results.json", schema: resultsPageSchema },
  ContactPage: { files: "pages/contact.json", schema: contactPageSchema },
  CareersPage: { files: "pages/careers.json", schema: careersPageSchema },
  PartnerPage: { files: "pages/partner-program.json", schema: partnerPageSchema },
  ResourcesPage: { files: "pages/resources.json", schema: resourcesPageSchema },
  PlaybooksPage: { files: "pages/playbooks.json", schema: playbooksPageSchema },
  GlossaryPage: { files: "pages/glossary.json", schema: glossaryPageSchema },
  ToolsPage: { files: "pages/tools.json", schema: toolsPageSchema },
  // Markdown: the schema checks the front matter; gatsby/legalPages.ts makes the LegalPage nodes.
  LegalPage: { files: "legal/*.md", schema: legalPageSchema, ownNodeType: true },
  BlogPage: { files: "pages/blog.json", schema: blogPageSchema },
  BlogPost: { files: "blog/*.md", schema: blogPostSchema },
  ServicePage: { files: "service-pages/*.json", schema: servicePageSchema },
  IndustryPage: { files: "industry-pages/*.json", schema: industryPageSchema },
  LandingPage: { files: "landing-pages/*.json", schema: landingPageSchema },
  ComparisonPage: { files: "pages/in-house-vs-agency.json", schema: comparisonPageSchema },
  ToolPage: { files: "tools/*.json", schema: toolPageSchema },
} satisfies Record<string, { files: string; schema: z.ZodTypeAny; ownNodeType?: true }>;

export type ContentTypeName = keyof typeof contentTypes;

function matches(pattern: string, relativePath: string): boolean {
  if (!pattern.includes("*")) return pattern === relativePath;
  const [dir, ext] = pattern.split("/*");
  return (
    relativePath.startsWith(`${dir}/`) &&
    !relativePath.slice(dir!.length + 1).includes("/") &&
    relativePath.endsWith(ext!)
  );
}

/** The content type a file under content/ belongs to, or undefined if none does. */
export function contentTypeFor(relativePath: string): ContentTypeName | undefined {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  return names.find((name) => matches(contentTypes[name].files, relativePath));
}

/** True for content types kept in markdown files, whose nodes are MarkdownRemark. */
export function isMarkdownType(name: ContentTypeName): boolean {
  return contentTypes[name].files.endsWith(".md");
}

/**
 * True for types queried as a node type of their own (`allHomePage`, `allLegalPage`): every JSON type, and
 * markdown types marked `ownNodeType`, whose nodes gatsby/legalPages.ts derives from MarkdownRemark.
 * Other markdown types are queried as MarkdownRemark filtered by contentType.
 */
export function hasOwnNodeType(name: ContentTypeName): boolean {
  const entry: { files: string; ownNodeType?: true } = contentTypes[name];
  return !isMarkdownType(name) || entry.ownNodeType === true;
}

/** A content file's id: its name without folder or extension. */
export function contentIdOf(relativePath: string): string {
  return relativePath.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
}
