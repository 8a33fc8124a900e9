import { z } from "zod";
import { imagePath, named } from "./graphqlHints";
import { newsletterBox } from "./library";
import { callToAction, hero, icon, link, sectionIntro, seo, text } from "./shared";

// The blog: the index page (pages/blog.json) and one markdown file per article
// (blog/<slug>.md, front matter below, body in markdown).

/** The topics an article can be filed under; each is also a tile on the blog index. */
export const blogCategories = ["PPC", "SEO", "CRO", "Email Marketing", "Strategy"] as const;

// YAML reads an unquoted 2026-06-10 as a date, which reaches the node as midnight UTC.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00\.000Z)?$/, "should be a date written as YYYY-MM-DD, for example 2026-06-10")
  .refine((value) => {
    const time = Date.parse(value);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value.slice(0, 10));
  }, "should be a real calendar date");

export const blogPostSchema = z.object({
  // The page title gets " | {brand}" (11 characters) added, and search results show about 65.
  title: text.max(53, "should be at most 53 characters, so the title with the site name fits in search results"),
  excerpt: text
    .min(70, "should be at least 70 characters: it is also the page's description in search results")
    .max(160, "should be at most 160 characters: it is also the page's description in search results"),
  author: text,
  authorRole: text,
  date: isoDate,
  /** When the article was last revised; the publication date when absent. */
  updated: isoDate.optional(),
  readTime: text.regex(/^\d+ min read$/, 'should read like "7 min read"'),
  category: z.enum(blogCategories, {
    errorMap: () => ({ message: `should be one of: ${blogCategories.join(", ")}` }),
  }),
  image: imagePath(),
  imageAlt: text,
  featured: z.boolean(),
});

export type BlogPostFrontmatter = z.infer<typeof blogPostSchema>;

/** Rules over all articles together, which no single file can break on its own. */
export function blogCollectionProblems(posts: ReadonlyArray<{ file: string; data: BlogPostFrontmatter }>) {
  const featured = posts.filter((post) => post.data.featured);
  if (posts.length === 0 || featured.length === 1) return [];
  const message =
    featured.length === 0
      ? "no article has featured: true; set it on exactly one, which the blog index shows first"
      : "only one article may have featured: true; set the others to false";
  const files = featured.length === 0 ? posts : featured;
  return files.map((post) => ({ file: post.file, field: "featured", message }));
}

export const blogCategoryTile = named("BlogCategory", z.object({ name: text, count: z.number().int().min(0), icon }));

export const freeResource = named(
  "BlogFreeResource",
  z.object({ title: text, description: text, type: text, icon, cta: link }),
);

export const blogPageSchema = z.object({
  seo,
  hero,
  featured: named("BlogFeaturedSection", z.object(sectionIntro)),
  categories: named("BlogCategorySection", z.object({ ...sectionIntro, items: z.array(blogCategoryTile).min(1) })),
  latest: named(
    "BlogLatestSection",
    z.object({
      ...sectionIntro,
      loadMoreLabel: text,
      /** Says honestly why Load More does nothing yet. */
      loadMoreNote: text,
    }),
  ),
  resources: named("BlogResourceSection", z.object({ ...sectionIntro, items: z.array(freeResource).min(1) })),
  newsletter: newsletterBox,
  /** Sections every article page shows after the text. */
  article: named("BlogArticleExtras", z.object({ moreTitle: text, backLabel: text, cta: callToAction })),
});

export type BlogPage = z.infer<typeof blogPageSchema>;
