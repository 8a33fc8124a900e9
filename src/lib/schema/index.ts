import type { z } from "zod";
import { blogPageSchema, blogPostSchema } from "./blog";
import { navigationSchema } from "./navigation";
import { aboutPageSchema, homePageSchema } from "./pages";
import { siteFactsSchema } from "./site";

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
  BlogPage: { files: "pages/blog.json", schema: blogPageSchema },
  BlogPost: { files: "blog/*.md", schema: blogPostSchema },
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

/** True for content types kept in markdown files, whose nodes are MarkdownRemark. */
export function isMarkdownType(name: ContentTypeName): boolean {
  return contentTypes[name].files.endsWith(".md");
}

/** A content file's id: its name without folder or extension. */
export function contentIdOf(relativePath: string): string {
  return relativePath.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
}
