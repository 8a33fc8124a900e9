import { z } from "zod";
import { contentTypes } from "../../src/lib/schema";
import { imagePath } from "../../src/lib/schema/graphqlHints";
import { buildTypeDefs } from "../graphqlSdl";

const typeBlock = (sdl: string, name: string) => {
  const match = new RegExp(`type ${name}[ {][^{]*\\{[^}]*\\}`).exec(sdl);
  if (!match) throw new Error(`no type ${name} in:\n${sdl}`);
  return match[0];
};

describe("buildTypeDefs for markdown", () => {
  const article = z.object({
    title: z.string(),
    author: z.string(),
    cover: imagePath(),
    updated: z.string().optional(),
  });
  const legal = z.object({ title: z.string(), description: z.string(), lastUpdated: z.string() });

  it("declares MarkdownRemark with @dontInfer, its ids, a non-null typed front matter and its text", () => {
    const block = typeBlock(buildTypeDefs({}, { Article: article }).typeDefs, "MarkdownRemark");
    expect(block).toContain("type MarkdownRemark implements Node @dontInfer");
    expect(block).toContain('contentId: String! @proxy(from: "fields.contentId")');
    expect(block).toContain('contentType: String! @proxy(from: "fields.contentType")');
    expect(block).toContain("frontmatter: MarkdownRemarkFrontmatter!");
    expect(block).toContain("rawMarkdownBody: String!");
  });

  it("keeps one markdown type's nullability and makes image paths File nodes", () => {
    const block = typeBlock(buildTypeDefs({}, { Article: article }).typeDefs, "MarkdownRemarkFrontmatter");
    expect(block).toContain("title: String!");
    expect(block).toContain("author: String!");
    expect(block).toContain("updated: String\n");
    expect(block).toContain("cover: File @fileByRelativePath");
  });

  it("merges several markdown types: non-null only where every one requires the field", () => {
    const block = typeBlock(
      buildTypeDefs({}, { Article: article, Legal: legal }).typeDefs,
      "MarkdownRemarkFrontmatter",
    );
    expect(block).toContain("title: String!");
    expect(block).toMatch(/author: String\n/);
    expect(block).toMatch(/description: String\n/);
    expect(block).toMatch(/lastUpdated: String\n/);
  });

  it("fails when two markdown types give one field different types", () => {
    const other = z.object({ title: z.string(), author: z.number().int() });
    expect(() => buildTypeDefs({}, { Article: article, Other: other })).toThrow(
      'Field "author" of MarkdownRemarkFrontmatter has different types',
    );
  });

  it("declares no MarkdownRemark when no content is markdown", () => {
    expect(buildTypeDefs({ Thing: z.object({ name: z.string() }) }).typeDefs).not.toContain("MarkdownRemark");
  });

  it("for the real registry, types the blog's front matter", () => {
    const block = typeBlock(
      buildTypeDefs({}, { BlogPost: contentTypes.BlogPost.schema }).typeDefs,
      "MarkdownRemarkFrontmatter",
    );
    expect(block).toContain("featured: Boolean!");
    expect(block).toContain("image: File @fileByRelativePath");
    expect(block).toContain("date: String!");
    expect(block).toContain('author: Person! @link(by: "fields.slug")');
  });
});
