import { z } from "zod";
import { imagePath, named, ref } from "./graphqlHints";
import { newsletterBox } from "./library";
import { callToAction, hero, icon, isoDate, link, pageRoute, sectionIntro, seo, text } from "./shared";

// The blog: the index page (pages/blog.json), one markdown file per article (blog/<slug>.md, front matter
// below, body in markdown) and one JSON file per topic (blog-topics/<slug>.json), which articles name as their
// `category`. A topic with at least one article has a page at /blog/topic/<slug> and a tile on the index, whose
// count is the number of its articles, counted at build time (src/lib/blog.ts).

/** A topic articles are filed under: its tile on the blog index and its page listing its articles. */
export const blogTopicSchema = z.object({
  /** As the tile, the breadcrumb and each article's card show it, e.g. "Email Marketing". */
  name: text,
  icon,
  /** One paragraph: the lead of the topic's page. */
  description: text,
  // The topic page's title and description in search results: the content check holds their lengths.
  seo,
});

export type BlogTopic = z.infer<typeof blogTopicSchema>;

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
  /** The topic the article is filed under: a file in content/blog-topics/, such as "email-marketing". */
  category: ref("blog-topics"),
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

/**
 * The first tile of the topics, for every article. The other tiles are the topics themselves; no tile has a typed
 * count: each is the number of articles, counted when the site is built.
 */
export const blogAllPostsTile = named("BlogAllPostsTile", z.object({ name: text, icon }));

export const freeResource = named(
  "BlogFreeResource",
  z.object({ title: text, description: text, type: text, icon, cta: link }),
);

export const blogPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  featured: named("BlogFeaturedSection", z.object(sectionIntro)),
  categories: named("BlogCategorySection", z.object({ ...sectionIntro, allPosts: blogAllPostsTile })),
  latest: named(
    "BlogLatestSection",
    z.object({
      ...sectionIntro,
      /** SPEC's 'Load More Articles': a link to the archive's second page, shown while there is one. */
      loadMoreLabel: text,
    }),
  ),
  resources: named("BlogResourceSection", z.object({ ...sectionIntro, items: z.array(freeResource).min(1) })),
  newsletter: newsletterBox,
  /** Sections every article page shows after the text. */
  article: named("BlogArticleExtras", z.object({ moreTitle: text, backLabel: text, cta: callToAction })),
});

export type BlogPage = z.infer<typeof blogPageSchema>;
