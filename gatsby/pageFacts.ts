import { execFileSync } from "node:child_process";
import { contentIdOf } from "../src/lib/schema";
import { checkedFile } from "../src/lib/content/contentFile";
import { contentDateOf, listingOf } from "../src/lib/content/listing";
import { dayOf } from "../src/lib/dates";
import { buildDate } from "../src/lib/siteAge";
import { CONTENT_DIR, readContent, siteContent } from "./content/readContent";

// What the build says of each page outside the page itself (the sitemap's lastmod, share images, llms.txt), read
// from the same content files the pages are made from.

export interface PageFacts {
  title: string;
  description: string;
  /** When the page's content last changed, YYYY-MM-DD. */
  lastmod: string;
  /** Where lastmod comes from: a date in the file, the file's last commit, or (no git history) the build. */
  lastmodFrom: "content" | "commit" | "build";
}

/** The date (YYYY-MM-DD) of the last commit to each file under `dir`, by its path relative to `dir`. */
export function commitDates(dir: string): Map<string, string> {
  let log: string;
  try {
    log = execFileSync("git", ["log", "--format=%x00%cs", "--name-only", "--relative", "--", "."], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return new Map();
  }
  const dates = new Map<string, string>();
  // Newest commit first: each file's first appearance is its last change.
  for (const commit of log.split("\0").slice(1)) {
    const [date, ...files] = commit.split("\n").filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, date!);
  }
  return dates;
}

/** Each page's facts, by its content id ("blog/technical-seo-checklist"). */
export function pageFacts(dir = CONTENT_DIR, builtOn = buildDate()): Map<string, PageFacts> {
  const commits = commitDates(dir);
  const today = dayOf(builtOn);
  const facts = new Map<string, PageFacts>();
  const files =
    dir === CONTENT_DIR ? siteContent().checked : readContent(dir).files.flatMap((file) => checkedFile(file) ?? []);
  for (const file of files) {
    const listing = listingOf(file);
    if (!listing) continue;
    const own = contentDateOf(file);
    const committed = commits.get(file.file);
    facts.set(contentIdOf(file.file), {
      title: listing.title[1],
      description: listing.description[1],
      lastmod: own ?? committed ?? today,
      lastmodFrom: own ? "content" : committed ? "commit" : "build",
    });
  }
  return facts;
}
