// Blog articles made up for `npm run bench:scale` (scripts/benchScale.ts), which builds the site as it is and with
// many more articles, to see how the build, the blog's pages and the tests grow with the blog. The articles pass the
// content check as real ones must: unique titles and excerpts of the lengths search results show, a writer who
// already writes for the blog, one of the blog's topics, a reading time that matches the text, no figures and no
// links. They are drawn from a seeded generator, so two runs with the same count and seed write the same files,
// and a smaller count writes the first articles of a larger one.
//
// Every article shows the same existing cover, by its relative path, with that cover's motif and description:
// sharp then processes one image, as it does today, and the figures measure the pages rather than the images.
import fs from "node:fs";
import path from "node:path";
import { readFrontMatter } from "../gatsby/content/frontMatter";
import { articleWords, readTimeOf } from "../src/lib/schema/blog";
import { DESCRIPTION_LENGTH, pageTitle, TITLE_LENGTH } from "../src/lib/searchListing";

/** What each topic's articles are about: a subject, as a title starts. */
const SUBJECTS: Record<string, readonly string[]> = {
  ppc: [
    "Broad match keywords",
    "Search term reviews",
    "Shopping feed titles",
    "Smart bidding targets",
    "Negative keyword lists",
    "Ad copy testing",
    "Performance Max asset groups",
    "Brand campaign spend",
    "Remarketing audiences",
    "Conversion value rules",
  ],
  seo: [
    "Internal linking",
    "Crawl budget",
    "Title tags",
    "Site migrations",
    "Category page copy",
    "Core Web Vitals",
    "Structured data",
    "Local search listings",
    "Duplicate content",
    "Backlink audits",
  ],
  cro: [
    "Checkout forms",
    "Landing page headlines",
    "Product page photography",
    "Trust signals",
    "Pricing page layout",
    "Mobile navigation",
    "Split test planning",
    "Enquiry forms",
    "Button wording",
    "Basket abandonment",
  ],
  "email-marketing": [
    "Welcome sequences",
    "Abandoned basket emails",
    "Subject lines",
    "List hygiene",
    "Win-back campaigns",
    "Post-purchase emails",
    "Behavioural segments",
    "Newsletter cadence",
    "Email deliverability",
    "Preference centres",
  ],
  strategy: [
    "Marketing budgets",
    "Channel mix",
    "Attribution models",
    "Agency briefs",
    "Quarterly planning",
    "Board reporting",
    "Customer lifetime value",
    "Testing roadmaps",
    "In-house hiring",
    "Demand forecasting",
  ],
};

/** Who an article is written for. */
const AUDIENCES = [
  "retailers",
  "law firms",
  "clinics",
  "charities",
  "SaaS teams",
  "hotels",
  "estate agents",
  "accountants",
  "online shops",
  "start-ups",
  "manufacturers",
  "dental practices",
  "recruiters",
  "wholesalers",
  "tradespeople",
];

/** The shape of an article: its title and the start of its excerpt, one of each per angle, so no two collide. */
const ANGLES: ReadonlyArray<{ title: (s: string, a: string) => string; excerpt: (s: string, a: string) => string }> = [
  {
    title: (s, a) => `${s} for ${a}: what to fix first`,
    excerpt: (s, a) => `Where ${a} should start with ${lower(s)}`,
  },
  {
    title: (s, a) => `${s}: a practical guide for ${a}`,
    excerpt: (s, a) => `A practical guide to ${lower(s)} for ${a}`,
  },
  {
    title: (s, a) => `How ${a} should approach ${lower(s)}`,
    excerpt: (s, a) => `How we approach ${lower(s)} with ${a}`,
  },
  {
    title: (s, a) => `Common ${lower(s)} mistakes ${a} make`,
    excerpt: (s, a) => `The ${lower(s)} mistakes we see most often at ${a}`,
  },
  {
    title: (s, a) => `${s}: a checklist for ${a}`,
    excerpt: (s, a) => `A checklist for ${a} reviewing their ${lower(s)}`,
  },
  {
    title: (s, a) => `Getting ${lower(s)} right for ${a}`,
    excerpt: (s, a) => `What getting ${lower(s)} right looks like for ${a}`,
  },
  {
    title: (s, a) => `What ${a} get wrong about ${lower(s)}`,
    excerpt: (s, a) => `Why ${a} so often get ${lower(s)} wrong`,
  },
  {
    title: (s, a) => `${s} in practice: lessons for ${a}`,
    excerpt: (s, a) => `Lessons on ${lower(s)} from our work with ${a}`,
  },
  {
    title: (s, a) => `A simpler way to run ${lower(s)} for ${a}`,
    excerpt: (s, a) => `A simpler way for ${a} to run ${lower(s)}`,
  },
  {
    title: (s, a) => `${s} for ${a}: a quarterly review`,
    excerpt: (s, a) => `What a quarterly review of ${lower(s)} should cover for ${a}`,
  },
];

/** How an excerpt ends, after its start: what the reader will come away with. */
const PROMISES = [
  "what to check, what to change and how to tell whether it worked.",
  "with the checks we run first and the changes that usually pay off.",
  "in plain English, with the questions to ask before spending more.",
  "and how to keep it working once the first fixes are done.",
  "with a short list of changes to make this month.",
  "and the signs that it is time to ask for help.",
];

const SHORT_PROMISES = ["in plain English.", "and what to change first.", "with the checks we run first."];

/** Headings of an article's sections: each article takes a different few, in a shuffled order. */
const HEADINGS = [
  "Start with the numbers you already have",
  "Where the budget leaks",
  "What to change first",
  "How to test a change",
  "What good looks like",
  "Keeping it working",
  "When to ask for help",
  "Questions to ask your team",
  "The quick wins",
  "The slower, bigger fixes",
  "How to report on it",
  "What we would leave alone",
];

/** Sentences any article can use. */
const GENERAL = [
  "Most accounts we inherit have the same handful of problems, and none of them is exotic.",
  "The first job is always to agree what a good outcome is, in terms the finance team recognises.",
  "It is tempting to change everything at once, but then nobody can say which change made the difference.",
  "Write down what you expect each change to do before you make it, and check back a fortnight later.",
  "A simple spreadsheet kept up to date beats a beautiful dashboard that nobody trusts.",
  "Small, steady improvements compound, and they are far easier to defend in a budget meeting.",
  "If a report needs a paragraph of caveats, the tracking behind it needs fixing first.",
  "Look at the last quarter as a whole before reacting to a single bad week.",
  "The best ideas usually come from the people who talk to customers every day.",
  "Ask your sales team which enquiries turned into work, and which wasted everyone's time.",
  "A clear owner for each task matters more than the tool you use to track it.",
  "Seasonal swings are normal, so compare like with like before drawing conclusions.",
  "When in doubt, pick the change that is easiest to undo.",
  "Agree in advance how long a test will run, and resist the urge to stop it early.",
  "Keep a short log of what changed and when, so that odd results can be explained later.",
  "Nobody needs a perfect plan on day one; they need a sensible first step and a way to learn from it.",
  "The details matter, but only once the basics are in place.",
  "It helps to look at the journey as a customer would, from the first search to the final confirmation.",
  "Check the same things on a phone as on a laptop, because most visitors arrive on a small screen.",
  "A tidy account is not the goal in itself, but it makes every later decision quicker.",
  "Be wary of any change that promises a dramatic result with no effort.",
  "The right answer for a large retailer is often the wrong one for a local practice.",
  "Share what you learn with the wider team, so that good habits spread beyond one channel.",
  "If something has worked for a long time, understand why before replacing it.",
  "Plan the work in short cycles, review honestly, and move on to the next most useful thing.",
  "Competitors are worth watching, but copying them rarely works as well as listening to customers.",
  "Good documentation saves hours when someone new joins or an agency changes.",
  "Most of the value comes from doing a few things well rather than many things half-heartedly.",
  "Set aside time each month to look for problems nobody has reported yet.",
  "Cheap traffic that never converts is not cheap at all.",
  "Clarity beats cleverness in almost every message a business sends.",
  "Make the next step obvious, whatever the page or message is for.",
  "Treat every assumption as something to check, not something to defend.",
  "Budgets follow evidence, so collect the evidence before asking for more.",
  "When a result looks too good to be true, check the tracking before celebrating.",
  "Keep the customer's question in mind: what do they need to know to say yes?",
  "A steady routine catches most problems before they become expensive.",
  "Rushed launches tend to cost more in fixes than they save in time.",
  "There is rarely a single cause when performance drops, so look at several signals together.",
  "Write for the reader who is busy and slightly sceptical, because that is most readers.",
];

/** Sentences that name who the article is for. */
const FOR_AUDIENCE = [
  "For {a}, the stakes are practical: every wasted pound is one not spent on the work itself.",
  "We have seen the same pattern at {a} of every size, from single sites to national groups.",
  "Most {a} we work with have more useful data than they realise, spread across too many places.",
  "The customers of {a} tend to compare a few options carefully before they get in touch.",
  "What works for {a} depends less on the channel and more on how quickly enquiries are answered.",
  "Many {a} rely on word of mouth, which makes it easy to underestimate what search and email can add.",
  "Among {a}, the businesses that grow steadily are usually the ones that measure patiently.",
  "It is worth asking what a new customer is really worth to {a} before setting any targets.",
];

/** Sentences about a topic. */
const ON_TOPIC: Record<string, readonly string[]> = {
  ppc: [
    "Search term reports show what people actually typed, which is often not what the keywords suggest.",
    "Automated bidding needs clean conversion data, otherwise it optimises towards the wrong thing.",
    "Splitting brand searches from the rest makes it much easier to see what the account really earns.",
    "Negative keywords are unglamorous, but they quietly save more money than almost any other task.",
    "Ad copy should answer the searcher's question in the first line, not repeat the keyword back to them.",
    "A campaign that spends its whole budget by lunchtime is telling you something about its targets.",
    "Shopping feeds reward careful product titles, because the title does the work that keywords do elsewhere.",
    "Check the landing page for every ad group, because a mismatched page undoes a well-written advert.",
    "Platform recommendations are written to increase spend, so treat them as suggestions rather than advice.",
    "Review the locations and schedules too: adverts shown where or when nobody can buy are pure cost.",
  ],
  seo: [
    "Search engines can only rank pages they can crawl, understand and trust.",
    "Internal links tell search engines which pages matter most, so point them at the pages that earn money.",
    "A title tag is a promise in the results page; the page should keep it in the first paragraph.",
    "Redirect old addresses carefully during any redesign, or years of earned links can vanish overnight.",
    "Thin pages that exist only to target a phrase rarely rank for long.",
    "Page speed matters most on the templates that carry the most traffic, so start there.",
    "Structured data will not rescue a weak page, but it helps a strong one stand out.",
    "Local listings need the same name, address and phone number everywhere they appear.",
    "Every page should have one clear job, and one address that search engines treat as its own.",
    "Content that answers real questions from customers tends to keep its rankings far longer.",
  ],
  cro: [
    "Every extra field on a form is a small reason to give up, so ask only for what you will use.",
    "Visitors skim, so the headline and the first screen carry most of the weight.",
    "Trust signals work best next to the moment of doubt, not tucked away in the footer.",
    "A split test needs enough visitors to be meaningful; on a quiet page, test bigger changes.",
    "Watch a handful of session recordings before guessing why people leave a page.",
    "Delivery costs and returns policies are the questions shoppers most want answered before paying.",
    "Clear prices, or at least a clear starting point, keep far more visitors on a service page.",
    "Error messages should say what went wrong and how to fix it, in plain words.",
    "A confident, specific button label outperforms a vague one almost every time.",
    "Small frictions on a phone, such as a tiny tap target, cost more than they appear to.",
  ],
  "email-marketing": [
    "The welcome email is usually the most opened message a business ever sends, so make it count.",
    "A clean list with fewer, engaged subscribers delivers better than a large, tired one.",
    "Subject lines should say what is inside, because curiosity alone wears thin quickly.",
    "Automations triggered by what people do tend to earn far more than scheduled broadcasts.",
    "Make unsubscribing easy; a frustrated reader who marks you as spam does more harm.",
    "Test emails on a phone in dark mode before sending, because that is where many are read.",
    "Segments do not need to be clever; recent buyers and lapsed buyers are a fine start.",
    "Ask for permission clearly and keep a record of it, as UK rules expect.",
    "A post-purchase email that helps people use what they bought builds more loyalty than a discount.",
    "Send less often and say more, rather than filling the inbox out of habit.",
  ],
  strategy: [
    "A marketing plan is only useful if it says what you will stop doing as well as what you will start.",
    "Attribution models are estimates, so use them to compare options rather than to settle arguments.",
    "Set targets from what a customer is worth over time, not from what the first order is worth.",
    "Agree a monthly rhythm for reviewing results, and keep it even when the news is good.",
    "Spread budget across channels according to evidence, then revisit the split every quarter.",
    "A good brief to an agency states the problem, the constraints and how success will be judged.",
    "Reports to the board should lead with revenue and margin, with channel detail as an appendix.",
    "Hiring in-house makes sense once the work is steady and well understood.",
    "Forecasts should come with a range, because a single number invites false confidence.",
    "Testing needs a roadmap, or it turns into a series of unrelated experiments.",
  ],
};

/** The last paragraph of every article. */
const CLOSINGS = [
  "None of this needs a large budget. It needs a clear goal, honest measurement and the patience to change one thing at a time.",
  "Start with the first section, keep notes as you go, and come back to the rest once the basics are steady.",
  "If you would like a second pair of eyes on any of this, our team is happy to talk it through.",
  "The businesses that do best are rarely the ones with the cleverest tactics; they are the ones that keep going.",
];

export interface ScaleArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** The markdown file as written: front matter and body. */
  text: string;
}

/** A small seeded generator (mulberry32): the same seed gives the same numbers on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;

/** A subject as it reads mid-sentence: "Broad match keywords" → "broad match keywords", "SaaS" and "Core Web Vitals" kept. */
function lower(subject: string): string {
  return /^[A-Z][a-z]/.test(subject) && !/^(Core|Performance) /.test(subject)
    ? subject[0]!.toLowerCase() + subject.slice(1)
    : subject;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** What the generated articles take from the content folder: writers, topics, one cover, and what is taken. */
interface Blog {
  brand: string;
  authors: string[];
  topics: string[];
  cover: { image: string; coverLine: string; coverMotif: string; imageAlt: string };
  slugs: Set<string>;
  titles: Set<string>;
  excerpts: Set<string>;
  /** The date of the oldest article, YYYY-MM-DD. */
  oldest: string;
}

function readBlog(contentDir: string): Blog {
  const blogDir = path.join(contentDir, "blog");
  const articles = fs
    .readdirSync(blogDir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .sort()
    .map((file) => ({
      slug: file.replace(/\.md$/, ""),
      data: readFrontMatter(fs.readFileSync(path.join(blogDir, file), "utf8")).data,
    }));
  const first = articles[0];
  if (!first) throw new Error(`${blogDir} has no article to take a writer and a cover from`);
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as { brand: string };
  const topics = fs
    .readdirSync(path.join(contentDir, "blog-topics"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
  const known = topics.filter((topic) => SUBJECTS[topic]);
  if (known.length === 0) throw new Error(`none of the blog's topics (${topics.join(", ")}) has subjects here`);
  return {
    brand: site.brand,
    authors: [...new Set(articles.map(({ data }) => String(data.author)))].sort(),
    topics: known,
    cover: {
      image: String(first.data.image),
      coverLine: String(first.data.coverLine),
      coverMotif: String(first.data.coverMotif),
      imageAlt: String(first.data.imageAlt),
    },
    slugs: new Set(articles.map(({ slug }) => slug)),
    titles: new Set(articles.map(({ data }) => String(data.title))),
    excerpts: new Set(articles.map(({ data }) => String(data.excerpt))),
    oldest: articles.map(({ data }) => String(data.date)).sort()[0]!,
  };
}

const fits = (length: number, range: { min: number; max: number }) => length >= range.min && length <= range.max;

/** An excerpt of the right length that starts with `start`, or undefined when none fits. */
function excerptFor(start: string, next: () => number, taken: Set<string>): string | undefined {
  for (const promise of [...shuffled(PROMISES, next), ...SHORT_PROMISES]) {
    const excerpt = `${start}, ${promise}`;
    if (fits(excerpt.length, DESCRIPTION_LENGTH) && !taken.has(excerpt)) return excerpt;
  }
  return undefined;
}

function paragraph(sentences: string[], count: number): string {
  return sentences.splice(0, count).join(" ");
}

function body(topic: string, audience: string, next: () => number): string {
  const sentences = shuffled(
    [...GENERAL, ...(ON_TOPIC[topic] ?? []), ...FOR_AUDIENCE.map((sentence) => sentence.replaceAll("{a}", audience))],
    next,
  );
  const headings = shuffled(HEADINGS, next).slice(0, 5);
  // Two paragraphs, then five sections of three: 51 sentences of the pool's 58, some 800 words.
  const parts = [paragraph(sentences, 3), paragraph(sentences, 3)];
  for (const heading of headings) {
    parts.push(`## ${heading}`);
    for (let i = 0; i < 3; i += 1) parts.push(paragraph(sentences, 3));
  }
  parts.push(pick(CLOSINGS, next));
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

/** The most articles `scaleArticles` can make: every subject, angle and audience whose title and excerpt fit. */
export const MAX_ARTICLES = Object.values(SUBJECTS).flat().length * ANGLES.length * AUDIENCES.length;

/**
 * `count` new articles for the blog in `contentDir` (read, not written), the same ones for the same seed. The first
 * is dated the day before the blog's oldest article and each next one a day earlier, so the blog's newest articles
 * (the featured one and the latest) stay its own.
 */
export function scaleArticles(contentDir: string, count: number, seed = 1): ScaleArticle[] {
  const blog = readBlog(contentDir);
  const next = random(seed);
  const combinations = shuffled(
    blog.topics.flatMap((topic) =>
      SUBJECTS[topic]!.flatMap((subject) =>
        ANGLES.flatMap((angle) => AUDIENCES.map((audience) => ({ topic, subject, angle, audience }))),
      ),
    ),
    next,
  );
  const articles: ScaleArticle[] = [];
  const titles = new Set(blog.titles);
  const excerpts = new Set(blog.excerpts);
  const slugs = new Set(blog.slugs);
  for (const { topic, subject, angle, audience } of combinations) {
    if (articles.length === count) break;
    const title = angle.title(subject, audience);
    const slug = slugOf(title);
    if (!fits(pageTitle(title, blog.brand).length, TITLE_LENGTH) || titles.has(title) || slugs.has(slug)) continue;
    const excerpt = excerptFor(angle.excerpt(subject, audience), next, excerpts);
    if (!excerpt) continue;
    titles.add(title);
    excerpts.add(excerpt);
    slugs.add(slug);
    const text = body(topic, audience, next);
    const day = new Date(Date.parse(`${blog.oldest}T00:00:00Z`) - (articles.length + 1) * 86_400_000);
    const frontMatter = {
      title,
      excerpt,
      author: pick(blog.authors, next),
      date: day.toISOString().slice(0, 10),
      readTime: readTimeOf(articleWords(text)),
      category: topic,
      image: blog.cover.image,
      coverLine: blog.cover.coverLine,
      coverMotif: blog.cover.coverMotif,
      imageAlt: blog.cover.imageAlt,
    };
    const yaml = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    articles.push({ slug, title, excerpt, text: `---\n${yaml.join("\n")}\nfeatured: false\n---\n\n${text}` });
  }
  if (articles.length < count) {
    throw new Error(`asked for ${count} articles, but only ${articles.length} different titles and excerpts fit`);
  }
  return articles;
}

/** Writes `count` generated articles into `contentDir`/blog; returns their files. */
export function writeScaleArticles(contentDir: string, count: number, seed = 1): string[] {
  return scaleArticles(contentDir, count, seed).map(({ slug, text }) => {
    const file = path.join(contentDir, "blog", `${slug}.md`);
    fs.writeFileSync(file, text);
    return file;
  });
}
