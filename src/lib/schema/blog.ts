import { z } from "zod";
import { imagePath, named, ref } from "./graphqlHints";
import { newsletterBox } from "./library";
import { oldPath } from "./redirects";
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
  /**
   * The article's key figure or idea in a few words, which the cover carries in large type ("7 checks, in the order
   * that pays off"): `npm run blog-covers` draws it, and `imageAlt` says it.
   */
  coverLine: text.max(48, "should be 48 characters or fewer: it is set in large type on the cover"),
  /** What the cover shows beside its line, for `npm run blog-covers` to draw it; `imageAlt` describes it. */
  coverMotif: z.enum(coverMotifs, { errorMap: () => ({ message: `should be one of: ${coverMotifs.join(", ")}` }) }),
  imageAlt: text,
  featured: z.boolean(),
  /**
   * The article's address after /blog/, when it is not its file's name: an editor renames an article in the editing
   * screen by changing it (a file keeps its name for its life there, and other files name the article by it).
   */
  address: z
    .string()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'should be lower-case words and numbers joined by hyphens, such as "google-ads-roas-plan"',
    )
    .optional(),
  /**
   * Addresses the article had before a rename, such as "/blog/old-name": each redirects to its page for good (301),
   * as content/redirects.json's do. The editing screen adds the old one when an editor changes `address`.
   */
  formerAddresses: z.array(oldPath).optional(),
  /** Other paths that show the article, canonical to this one. An old address after a rename is a former address instead. */
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

/** An article is a long read: the blog's own standard, which its cards and its reading times promise. */
export const ARTICLE_MIN_WORDS = 600;
/** The reading speed an article's `readTime` is worked out at. */
export const WORDS_A_MINUTE = 200;

/** The words a reader reads in an article's markdown: its syntax and link targets left out. */
export function articleWords(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s*\|?\s*-{3,}.*$/gm, "")
    .replace(/[#*_`>|[\]]/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The minutes an article of this many words takes to read, and its `readTime` as written. */
const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / WORDS_A_MINUTE));
export const readTimeOf = (words: number) => `${readingMinutes(words)} min read`;

/** An article is long enough, and its stated reading time is its text's, to the minute either way. */
export function articleLengthProblems(post: {
  file: string;
  body?: string;
  data: Pick<BlogPostFrontmatter, "readTime">;
}) {
  const words = articleWords(post.body ?? "");
  const count = words.toLocaleString("en-GB");
  if (words < ARTICLE_MIN_WORDS) {
    return [
      {
        file: post.file,
        field: "(text)",
        message: `has ${count} words: an article is a long read of ${ARTICLE_MIN_WORDS} words or more`,
      },
    ];
  }
  const minutes = readingMinutes(words);
  if (Math.abs(Number(/^\d+/.exec(post.data.readTime)?.[0]) - minutes) <= 1) return [];
  const message = `says ${post.data.readTime}, but its ${count} words take ${minutes} minutes to read at ${WORDS_A_MINUTE} a minute: write "${readTimeOf(words)}"`;
  return [{ file: post.file, field: "readTime", message }];
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
