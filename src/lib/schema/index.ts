import type { z } from "zod";
import { navigationSchema } from "./navigation";
import { comparisonPageSchema } from "./comparisonPage";
import { industryPageSchema } from "./industryPages";
import { landingPageSchema } from "./landingPages";
import { aboutPageSchema, homePageSchema } from "./pages";
import { servicePageSchema } from "./servicePages";
import { siteFactsSchema } from "./site";

/**
 * Every kind of file under content/. `files` is the file's path relative to
 * content/: an exact name, or "dir/*.json" for a family with one file a page.
 * The GraphQL node type of each file is the key; its contentId is the file
 * name without extension.
 */
export const contentTypes = {
  SiteFacts: { files: "site.json", schema: siteFactsSchema },
  Navigation: { files: "navigation.json", schema: navigationSchema },
  HomePage: { files: "pages/home.json", schema: homePageSchema },
  AboutPage: { files: "pages/about.json", schema: aboutPageSchema },
  ServicePage: { files: "service-pages/*.json", schema: servicePageSchema },
  IndustryPage: { files: "industry-pages/*.json", schema: industryPageSchema },
  LandingPage: { files: "landing-pages/*.json", schema: landingPageSchema },
  ComparisonPage: { files: "pages/in-house-vs-agency.json", schema: comparisonPageSchema },
} satisfies Record<string, { files: string; schema: z.ZodTypeAny }>;

export type ContentTypeName = keyof typeof contentTypes;

function matches(pattern: string, relativePath: string): boolean {
  if (!pattern.includes("*")) return pattern === relativePath;
  const [dir, ext] = pattern.split("/*");
  return relativePath.startsWith(`${dir}/`) && !relativePath.slice(dir!.length + 1).includes("/") && relativePath.endsWith(ext!);
}

/** The content type a file under content/ belongs to, or undefined if none does. */
export function contentTypeFor(relativePath: string): ContentTypeName | undefined {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  return names.find((name) => matches(contentTypes[name].files, relativePath));
}

/** A content file's id: its name without folder or extension. */
export function contentIdOf(relativePath: string): string {
  return relativePath.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
}
