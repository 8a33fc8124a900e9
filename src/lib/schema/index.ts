import type { z } from "zod";
import { collectionFiles, singlePageFiles } from "../routeData";
import { adviceFileSchema } from "./advice";
import { blogPageSchema, blogPostSchema, blogTopicSchema } from "./blog";
import {
  careersPageSchema,
  contactPageSchema,
  partnerPageSchema,
  resultsPageSchema,
  servicesPageSchema,
} from "./company";
import { comparisonPageSchema } from "./comparisonPage";
import { experimentSchema } from "./experiments";
import { caseStudySchema, clientSchema, personSchema, testimonialSchema } from "./facts";
import { factFiles } from "./graphqlHints";
import { offerDocumentSchema, templateSchema } from "./documents";
import { landingPageSchema } from "./landingPages";
import { legalPageSchema } from "./legal";
import { glossaryPageSchema, playbooksPageSchema, resourcesPageSchema, toolsPageSchema } from "./library";
import { marketingPageSchema } from "./marketingPage";
import { navigationSchema } from "./navigation";
import { aboutPageSchema, homePageSchema } from "./pages";
import { redirectsSchema } from "./redirects";
import { howWeCountPageSchema } from "./howWeCount";
import { searchPageSchema } from "./search";
import { siteFactsSchema } from "./site";
import { toolPageSchema } from "./tools";

/**
 * Every kind of file under content/. `files` names the files, relative to content/: an exact name (a single page's
 * from the route table's singlePages, singlePageFiles), "dir/*.json" for a folder with one file per fact
 * (factFiles, from the folders refs name), or "dir/**\/*.json" for a folder of pages whose sub-folders hold
 * sub-pages (collectionFiles, from the route table's collections, such as
 * content/industries/legal-firms/ppc.json). Each folder is named once, where it is defined. The GraphQL node type
 * of each file is the key.
 *
 * Markdown files ("dir/*.md") are the exception: gatsby-transformer-remark makes every one a MarkdownRemark
 * node. The key is then the value of that node's `contentType` field, and the schema checks its front matter
 * (see the comment at the top of gatsby/graphqlSdl.ts).
 */
export const contentTypes = {
  SiteFacts: { files: ["site.json"], schema: siteFactsSchema },
  Navigation: { files: ["navigation.json"], schema: navigationSchema },
  Redirects: { files: ["redirects.json"], schema: redirectsSchema },
  AdviceFile: { files: ["advice.json"], schema: adviceFileSchema },
  HomePage: { files: singlePageFiles("HomePage"), schema: homePageSchema },
  AboutPage: { files: singlePageFiles("AboutPage"), schema: aboutPageSchema },
  ServicesPage: { files: singlePageFiles("ServicesPage"), schema: servicesPageSchema },
  ResultsPage: { files: singlePageFiles("ResultsPage"), schema: resultsPageSchema },
  ContactPage: { files: singlePageFiles("ContactPage"), schema: contactPageSchema },
  CareersPage: { files: singlePageFiles("CareersPage"), schema: careersPageSchema },
  PartnerPage: { files: singlePageFiles("PartnerPage"), schema: partnerPageSchema },
  ResourcesPage: { files: singlePageFiles("ResourcesPage"), schema: resourcesPageSchema },
  PlaybooksPage: { files: singlePageFiles("PlaybooksPage"), schema: playbooksPageSchema },
  GlossaryPage: { files: singlePageFiles("GlossaryPage"), schema: glossaryPageSchema },
  ToolsPage: { files: singlePageFiles("ToolsPage"), schema: toolsPageSchema },
  SearchPage: { files: singlePageFiles("SearchPage"), schema: searchPageSchema },
  HowWeCountPage: { files: singlePageFiles("HowWeCountPage"), schema: howWeCountPageSchema },
  ComparisonPage: { files: singlePageFiles("ComparisonPage"), schema: comparisonPageSchema },
  BlogPage: { files: singlePageFiles("BlogPage"), schema: blogPageSchema },
  // Markdown: the schema checks the front matter; gatsby/legalPages.ts makes the LegalPage nodes.
  LegalPage: { files: singlePageFiles("LegalPage", "md"), schema: legalPageSchema, ownNodeType: true },
  BlogPost: { files: collectionFiles("BlogPost", "md"), schema: blogPostSchema },
  BlogTopic: { files: collectionFiles("BlogTopic", "json"), schema: blogTopicSchema },
  MarketingPage: { files: collectionFiles("MarketingPage", "json"), schema: marketingPageSchema },
  LandingPage: { files: collectionFiles("LandingPage", "json"), schema: landingPageSchema },
  ToolPage: { files: collectionFiles("ToolPage", "json"), schema: toolPageSchema },
  // Guides and playbooks (markdown), and spreadsheet templates: the build makes each a file to download.
  OfferDocument: { files: ["documents/*.md"], schema: offerDocumentSchema },
  Template: { files: ["templates/*.json"], schema: templateSchema },
  // A/B tests of a page's hero (src/lib/experiments.ts): the build renders each variant.
  Experiment: { files: ["experiments/*.json"], schema: experimentSchema },
  Client: { files: factFiles("Client"), schema: clientSchema },
  Person: { files: collectionFiles("Person", "json"), schema: personSchema },
  Testimonial: { files: factFiles("Testimonial"), schema: testimonialSchema },
  CaseStudy: { files: factFiles("CaseStudy"), schema: caseStudySchema },
} satisfies Record<string, { files: readonly string[]; schema: z.ZodTypeAny; ownNodeType?: true }>;

export type ContentTypeName = keyof typeof contentTypes;

/** The folder part of a pattern ("industries" for "industries/**\/*.json"), or undefined for a single file. */
function folderOf(pattern: string): string | undefined {
  return pattern.includes("*") ? pattern.slice(0, pattern.indexOf("/*")) : undefined;
}

function matches(pattern: string, relativePath: string): boolean {
  const folder = folderOf(pattern);
  if (folder === undefined) return pattern === relativePath;
  const ext = pattern.slice(pattern.lastIndexOf("."));
  const rest = relativePath.slice(folder.length + 1);
  const nested = pattern.includes("/**/");
  return relativePath.startsWith(`${folder}/`) && relativePath.endsWith(ext) && (nested || !rest.includes("/"));
}

/** The content type a file under content/ belongs to, or undefined if none does. */
export function contentTypeFor(relativePath: string): ContentTypeName | undefined {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  return names.find((name) => contentTypes[name].files.some((pattern) => matches(pattern, relativePath)));
}

/** True for content types kept in markdown files, whose nodes are MarkdownRemark. */
export function isMarkdownType(name: ContentTypeName): boolean {
  return contentTypes[name].files.every((pattern) => pattern.endsWith(".md"));
}

/**
 * True for types queried as a node type of their own (`allHomePage`, `allLegalPage`): every JSON type, and
 * markdown types marked `ownNodeType`, whose nodes gatsby/legalPages.ts derives from MarkdownRemark.
 * Other markdown types are queried as MarkdownRemark filtered by contentType.
 */
export function hasOwnNodeType(name: ContentTypeName): boolean {
  const entry: { files: readonly string[]; ownNodeType?: true } = contentTypes[name];
  return !isMarkdownType(name) || entry.ownNodeType === true;
}

/** A content file's id: its path under content/ without the extension, e.g. "industries/legal-firms/ppc". */
export function contentIdOf(relativePath: string): string {
  return relativePath.replace(/\.[^.]+$/, "");
}

/**
 * A file's name within its folder, without the extension: what other files and the route table call it
 * ("harbour-and-hale", "legal-firms/ppc"). A single file's slug is its name.
 */
export function slugOf(relativePath: string): string {
  const type = contentTypeFor(relativePath);
  const folder =
    type && contentTypes[type].files.map(folderOf).find((dir) => dir && relativePath.startsWith(`${dir}/`));
  const inFolder = folder ? relativePath.slice(folder.length + 1) : relativePath.replace(/^.*\//, "");
  return inFolder.replace(/\.[^.]+$/, "");
}
