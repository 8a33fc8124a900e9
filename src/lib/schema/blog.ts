import { z } from "zod";
import { imagePath, named, ref } from "./graphqlHints";
import { newsletterBox } from "./library";
import { callToAction, hero, icon, isoDate, link, pageRoute, sectionIntro, seo, text } from "./shared";

// The blog: the index page (pages/blog.json) and one markdown file per article
// (blog/<slug>.md, front matter below, body in markdown).

/** The topics an article can be filed under; each is also a tile on the blog index. */
export const blogCategories = ["PPC", "SEO", "CRO", "Email Marketing", "Strategy"] as const;

/** The abstract pictures a cover can show (scripts/make-blog-covers.ts draws them). */
export const coverMotifs = ["bars", "rings", "nodes", "funnel", "envelopes", "columns", "points"] as const;

export const blogPostSchema = z.object({
  // The page's title and description in search results too: the content check holds their lengths
  // (src/lib/searchListing.ts).
  title: text,
  excerpt: text,
  /** The writer: a person on our team (content/people/), whose name and role are shown. */
  author: ref("people"),
  date: isoDate,
  /** When the article was last revised; the publication date when absent. */
  updated: isoDate.optional(),
  readTime: text.regex(/^\d+ min read$/, 'should read like "7 min read"'),
  category: z.enum(blogCategories, {
    errorMap: () => ({ message: `should be one of: ${blogCategories.join(", ")}` }),
  }),
  image: imagePath(),
  /** What the cover shows, for `npm run blog-covers` to draw it; `imageAlt` describes it. */
  coverMotif: z.enum(coverMotifs, { errorMap: () => ({ message: `should be one of: ${coverMotifs.join(", ")}` }) }),
  imageAlt: text,
  featured: z.boolean(),
  /** Other paths that show the article (an old address after a rename); canonical to this one. */
  aliases: pageRoute.shape.aliases,
  noindex: pageRoute.shape.noindex,
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
  route: pageRoute,
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
