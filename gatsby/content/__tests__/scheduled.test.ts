/** @jest-environment node */
import type { GatsbyConfig } from "gatsby";
import { readContent } from "../readContent";
import { isScheduled, scheduledSummary } from "../../../src/lib/scheduling";
import { contentIdOf } from "../../../src/lib/schema";

// Scheduled publishing, with the build's day fixed by BUILD_DATE as a build's would be, never the clock: the newest
// article of the real content, built the day before its date, waits (no route, no checked file for the feed and
// llms.txt, no node in the content layer); built on its date, it is published.

const articles = readContent().files.filter((file) => file.type === "BlogPost");
const newest = articles
  .map((file) => ({ file, date: (file.data as { date: string }).date }))
  .sort((a, b) => b.date.localeCompare(a.date))[0]!;
const dayBefore = new Date(Date.parse(`${newest.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The build's modules as loaded by a build with BUILD_DATE set to `day`. */
function buildOn(day: string) {
  const saved = process.env.BUILD_DATE;
  process.env.BUILD_DATE = day;
  try {
    let loaded!: {
      content: ReturnType<typeof import("../readContent").siteContent>;
      config: GatsbyConfig;
    };
    jest.isolateModules(() => {
      const { siteContent } = jest.requireActual<typeof import("../readContent")>("../readContent");
      const config = jest.requireActual<{ default: GatsbyConfig }>("../../../gatsby-config").default;
      loaded = { content: siteContent(), config };
    });
    return loaded;
  } finally {
    if (saved === undefined) delete process.env.BUILD_DATE;
    else process.env.BUILD_DATE = saved;
  }
}

/** What gatsby-source-filesystem is told to leave out of the content layer. */
function ignoredByContentLayer(config: GatsbyConfig): string[] {
  const plugin = config.plugins?.find(
    (entry): entry is { resolve: string; options: { ignore: string[] } } =>
      typeof entry === "object" && entry.resolve === "gatsby-source-filesystem",
  );
  return plugin?.options.ignore ?? [];
}

describe("an article dated after the build's day", () => {
  it("is scheduled the day before its date and published on it", () => {
    expect(isScheduled(newest.file, new Date(`${dayBefore}T23:59:59Z`))).toBe(true);
    expect(isScheduled(newest.file, new Date(`${newest.date}T00:00:00Z`))).toBe(false);
  });

  it("has no route, no file for the feed or llms.txt, and no node, in a build the day before", () => {
    const { content, config } = buildOn(dayBefore);
    const id = contentIdOf(newest.file.file);
    expect(content.scheduled.map((file) => file.file)).toEqual([newest.file.file]);
    expect(content.routes.some((route) => route.contentId === id)).toBe(false);
    expect(content.checked.some((file) => file.file === newest.file.file)).toBe(false);
    // Checked still: the content check reads every file.
    expect(content.files.some((file) => file.file === newest.file.file)).toBe(true);
    expect(ignoredByContentLayer(config)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`/content/${newest.file.file.replace(".", "\\.")}$`))]),
    );
  });

  it("is published everywhere by the first build on its date", () => {
    const { content, config } = buildOn(newest.date);
    expect(content.scheduled).toEqual([]);
    expect(content.routes.some((route) => route.contentId === contentIdOf(newest.file.file))).toBe(true);
    expect(content.checked.some((file) => file.file === newest.file.file)).toBe(true);
    expect(ignoredByContentLayer(config)).toEqual(["**/README.md"]);
  });

  it("leaves the blog one article fewer while it waits, and every list after it", () => {
    const before = buildOn(dayBefore).content.routes.filter((route) => route.template === "BlogPostTemplate");
    const after = buildOn(newest.date).content.routes.filter((route) => route.template === "BlogPostTemplate");
    expect(after.length - before.length).toBe(1);
  });
});

describe("the build's word on what waits", () => {
  const post = (file: string, date: string) => ({ file, type: "BlogPost", data: { date } });

  it("names each scheduled file and its day, soonest first", () => {
    expect(scheduledSummary([post("blog/b.md", "2027-02-01"), post("blog/a.md", "2027-01-08")])).toBe(
      "2 scheduled: content/blog/a.md publishes on 8 January 2027; content/blog/b.md publishes on 1 February 2027. Each stays unseen until the first build on its day.",
    );
  });

  it("says nothing when nothing waits", () => {
    expect(scheduledSummary([])).toBeUndefined();
  });
});

describe("BUILD_DATE", () => {
  it("refuses a day that is not one, saying how to write it", () => {
    const saved = process.env.BUILD_DATE;
    process.env.BUILD_DATE = "2027-02-30";
    try {
      jest.isolateModules(() => {
        const { buildDate } = jest.requireActual<typeof import("../../../src/lib/siteAge")>("../../../src/lib/siteAge");
        expect(() => buildDate()).toThrow(
          'BUILD_DATE is "2027-02-30": write the day to build as YYYY-MM-DD, such as 2027-01-08, or leave it unset for today',
        );
      });
    } finally {
      if (saved === undefined) delete process.env.BUILD_DATE;
      else process.env.BUILD_DATE = saved;
    }
  });
});
