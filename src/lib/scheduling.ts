import { dayOf, formatLongDate } from "./dates";
import { buildDate } from "./siteAge";

// Scheduled publishing: an article dated after the build's day waits. The build reads it and checks it, but gives
// it no page and no mention anywhere (lists, topic and author pages, the feed, the sitemap, the search index,
// llms.txt, related reading, counts): gatsby-config.ts leaves its file out of the content layer, and
// gatsby/content/readContent.ts out of the route table and everything built from it. The first build on or after
// its date publishes it everywhere; the Worker's daily cron trigger starts that build (worker/rebuild.ts).

/** The day a content file publishes on, when it is dated: an article's `date`, as written. */
export function publishDay({ type, data }: { type: string; data: unknown }): string | undefined {
  if (type !== "BlogPost" || !data || typeof data !== "object") return undefined;
  const { date } = data as { date?: unknown };
  return typeof date === "string" ? date : undefined;
}

/** True for a dated file whose day comes after `today`'s: it waits for a build on or after that day. */
export function isScheduled(file: { type: string; data: unknown }, today = buildDate()): boolean {
  const day = publishDay(file);
  return day !== undefined && day > dayOf(today);
}

/** The build's line about what waits: "2 scheduled: content/blog/a.md publishes on 8 January 2027; …". */
export function scheduledSummary(
  files: ReadonlyArray<{ file: string; type: string; data: unknown }>,
): string | undefined {
  if (files.length === 0) return undefined;
  const entries = files
    .map((file) => ({ file: file.file, day: publishDay(file) ?? "" }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.file.localeCompare(b.file))
    .map(({ file, day }) => `content/${file} publishes on ${formatLongDate(day)}`);
  return `${files.length} scheduled: ${entries.join("; ")}. Each stays unseen until the first build on its day.`;
}
