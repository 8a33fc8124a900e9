import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_DIR, loadRouteTable } from "../readContent";
import { checkContent } from "../check";
import { formatProblems } from "../../../src/lib/content/problems";
import { contentReport } from "../report";

// Each rule of the content check, proven on a copy of the real content folder with one bad input planted: the
// build must refuse it with one message that names the file and the field. The real content passes them all.
// The folder is copied once, and each test's planted files are put back after it, so the tests cost the same
// however many articles the blog has.

let root: string;
/** The files a test has changed, each with what it held before (undefined: it was not there). */
const planted = new Map<string, string | undefined>();

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  fs.cpSync(CONTENT_DIR, path.join(root, "content"), { recursive: true });
  fs.symlinkSync(path.join(CONTENT_DIR, "..", "static"), path.join(root, "static"));
});

afterEach(() => {
  for (const [name, text] of planted) {
    if (text === undefined) fs.rmSync(file(name), { force: true });
    else fs.writeFileSync(file(name), text);
  }
  planted.clear();
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const file = (name: string) => path.join(root, "content", name);
const read = (name: string) => fs.readFileSync(file(name), "utf8");
/** Keeps what a file holds before a test first changes it, to put it back after. */
const remember = (name: string) => {
  if (!planted.has(name)) planted.set(name, fs.existsSync(file(name)) ? read(name) : undefined);
};
const write = (name: string, text: string) => {
  remember(name);
  fs.writeFileSync(file(name), text);
};
const rename = (from: string, to: string) => {
  write(to, read(from));
  remember(from);
  fs.rmSync(file(from));
};
const replace = (name: string, from: string, to: string) => {
  const text = read(name);
  if (!text.includes(from)) throw new Error(`${name} has no ${from}`);
  write(name, text.replace(from, to));
};
const editJson = (name: string, change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(read(name)) as Record<string, unknown>;
  change(data);
  write(name, JSON.stringify(data, null, 2));
};
const report = () => formatProblems(checkContent(path.join(root, "content")));

it("passes the real content", () => {
  expect(formatProblems(checkContent())).toBe("");
});

describe("affiliate links", () => {
  type Tools = { toolStack: { categories: Array<{ tools: Array<Record<string, unknown>> }> } };
  const markFirstTool = (link: string) =>
    editJson("pages/tools.json", (data) => {
      const tool = (data as unknown as Tools).toolStack.categories[0]!.tools[0]!;
      Object.assign(tool, { link, affiliate: true });
    });

  it("refuses a tool marked affiliate whose link is the tool's plain home page", () => {
    markFirstTool("https://www.optmyzr.com/");
    expect(report()).toMatch(
      /^content\/pages\/tools\.json: field "toolStack\.categories\[0\]\.tools\[0\]\.affiliate" marks https:\/\/www\.optmyzr\.com\/ as an affiliate link, but it is .+'s plain home page: give the referral address the programme issued, or remove "affiliate"$/,
    );
  });

  it("takes a referral address, which names who referred the reader", () => {
    markFirstTool("https://www.optmyzr.com/?ref=kitelight");
    expect(report()).toBe("");
  });
});

describe("scheduled articles", () => {
  // The build's day is fixed here, as BUILD_DATE fixes it for a build: the day before the planted article's.
  const dayBefore = new Date("2027-01-07T12:00:00Z");
  const onTheDay = new Date("2027-01-08T12:00:00Z");
  const reportOn = (today: Date) => formatProblems(checkContent(path.join(root, "content"), today));
  /** A new article, a copy of an existing one under its own name, title and excerpt, dated `date`. */
  const plantArticle = (slug: string, date: string, featured = false) =>
    write(
      `blog/${slug}.md`,
      read("blog/marketing-tracking-setup.md")
        .replace(/^title: .*$/m, `title: "Scheduled article ${slug}"`)
        .replace(/^excerpt: .*$/m, `excerpt: "What ${slug} will say when it is published, in a sentence long enough for a card."`)
        .replace(/^date: .*$/m, `date: "${date}"`)
        .replace(/^featured: .*$/m, `featured: ${featured}`),
    );

  it("checks an article dated after the build's day like any other, and lets it wait", () => {
    plantArticle("next-year", "2027-01-08");
    expect(reportOn(dayBefore)).toBe("");
    replace("blog/next-year.md", "readTime: ", "readingTime: ");
    expect(reportOn(dayBefore)).toMatch(/^content\/blog\/next-year\.md: field "readTime" is missing/m);
  });

  it("refuses a published page's link to it until its day, naming the day", () => {
    plantArticle("next-year", "2027-01-08");
    replace("blog/marketing-budget-by-channel.md", "(/blog/marketing-tracking-setup)", "(/blog/next-year)");
    expect(reportOn(dayBefore)).toMatch(
      /^content\/blog\/marketing-budget-by-channel\.md:\d+:1: the text links to \/blog\/next-year, an article scheduled for 8 January 2027, which has no page until then: link to it once it is published$/,
    );
    expect(reportOn(onTheDay)).toBe("");
  });

  it("lets an article link to one that publishes on the same day or before it", () => {
    plantArticle("first", "2027-01-08");
    plantArticle("second", "2027-02-01");
    replace("blog/second.md", "](/contact)", "](/blog/first)");
    expect(reportOn(dayBefore)).toBe("");
    replace("blog/first.md", "](/contact)", "](/blog/second)");
    expect(reportOn(dayBefore)).toMatch(
      /^content\/blog\/first\.md:\d+:1: the text links to \/blog\/second, an article scheduled for 1 February 2027/,
    );
  });

  it("refuses to feature an article before its day: the blog's featured article is a published one", () => {
    plantArticle("next-year", "2027-01-08", true);
    expect(reportOn(dayBefore)).toBe(
      "content/blog/next-year.md: field \"featured\" is true, but the article is scheduled for 8 January 2027: feature it once it is published",
    );
  });
});

describe("redirects", () => {
  type Redirect = { from: string; to: string; permanent: boolean };
  const setRedirects = (...redirects: Redirect[]) =>
    editJson("redirects.json", (data) => {
      data.redirects = redirects;
    });
  const moved = (from: string, to: string): Redirect => ({ from, to, permanent: true });

  it("takes old addresses that lead to pages, sections and the enquiry form's topics", () => {
    setRedirects(moved("/old-services", "/services"), moved("/old-guides", "/resources#guides"), {
      from: "/audit",
      to: "/contact?topic=audit",
      permanent: false,
    });
    expect(report()).toBe("");
  });

  it("refuses a redirect to a page the site does not have", () => {
    setRedirects(moved("/old-services", "/servics"));
    expect(report()).toBe(
      'content/redirects.json: field "redirects[0].to" links to /servics, but the site has no page at /servics: did you mean /services?',
    );
  });

  it("refuses a redirect from the address of a live page, or of its alias", () => {
    setRedirects(moved("/about", "/services"), moved("/agency", "/services"));
    expect(report()).toBe(
      [
        'content/redirects.json: field "redirects[0].from" is /about, the address of a page (content/pages/about): a redirect cannot take a live page\'s address. Remove the redirect, or the page first',
        'content/redirects.json: field "redirects[1].from" is /agency, the address of a page (content/pages/about): a redirect cannot take a live page\'s address. Remove the redirect, or the page first',
      ].join("\n"),
    );
  });

  it("refuses a pattern, and an address that is the host's, the Worker's, the screen's or a file's", () => {
    setRedirects(
      moved("/*", "/services"),
      moved("/blog/:slug", "/blog"),
      moved("/admin", "/services"),
      moved("/api/leads", "/contact"),
      moved("/cdn-cgi/trace", "/contact"),
      moved("/favicon.svg", "/about"),
      moved("/rss.xml", "/blog"),
    );
    const pattern = (from: string) =>
      `is ${from}, a pattern (with * or a :placeholder): the host would send every address it matches, perhaps the whole site, to one page. Write each old address in full, such as "/services/old-name"`;
    const hidden = "a redirect there would hide it. Redirect only the old address of a page";
    expect(report().split("\n")).toEqual(
      [
        pattern("/*"),
        pattern("/blog/:slug"),
        `is /admin, the editing screen's address: ${hidden}`,
        `is /api/leads, under /api, the site's Worker's (the forms' receiver and the editors' sign-in): ${hidden}`,
        `is /cdn-cgi/trace, under /cdn-cgi, the host's own: ${hidden}`,
        `is /favicon.svg, a file of the site's (static/favicon.svg): ${hidden}`,
        `is /rss.xml, a file the build writes: ${hidden}`,
      ].map((message, index) => `content/redirects.json: field "redirects[${index}].from" ${message}`),
    );
  });

  it("keeps every path the Worker answers first (wrangler.toml's run_worker_first) from redirects", () => {
    const toml = fs.readFileSync(path.join(CONTENT_DIR, "..", "wrangler.toml"), "utf8");
    const first = JSON.parse(/^run_worker_first = (\[.*\])$/m.exec(toml)![1]!) as string[];
    expect(first.length).toBeGreaterThan(0);
    for (const pattern of first) {
      setRedirects(moved(pattern.replace(/\/\*$/, "/anything"), "/services"));
      expect(report()).toContain(`under ${pattern.replace(/\/\*$/, "")}, the site's Worker's`);
    }
  });

  it("refuses a chain, naming where it should lead", () => {
    setRedirects(moved("/a", "/b"), moved("/b", "/services"));
    expect(report()).toBe(
      'content/redirects.json: field "redirects[0].to" links to /b, an old address that redirects to /services: link to /services itself',
    );
  });

  it("refuses a loop", () => {
    setRedirects(moved("/a", "/b"), moved("/b", "/a"));
    expect(report()).toBe(
      [
        'content/redirects.json: field "redirects[0].to" links to /b, an old address that redirects to /a: link to /a itself',
        'content/redirects.json: field "redirects[1].to" links to /a, an old address that redirects to /b: link to /b itself',
        'content/redirects.json: field "redirects[0].from" makes a loop (/a → /b → /a): no page would ever answer',
        'content/redirects.json: field "redirects[1].from" makes a loop (/b → /a → /b): no page would ever answer',
      ].join("\n"),
    );
  });

  it("refuses the same old address twice", () => {
    setRedirects(moved("/old-services", "/services"), moved("/old-services", "/about"));
    expect(report()).toBe(
      'content/redirects.json: field "redirects[1].from" is /old-services again: redirects[0] already redirects it (one redirect for each old address)',
    );
  });

  it("refuses an old address written as a link, with a trailing slash or a query", () => {
    setRedirects(moved("/old-services/", "/services"), moved("/old?x=1", "/services"));
    expect(report()).toMatch(/field "redirects\[0\]\.from" should be an address on this site: start with \/, with no trailing slash/);
    expect(report()).toMatch(/field "redirects\[1\]\.from" should be an address on this site/);
  });

  describe("an article renamed in the editing screen", () => {
    const ARTICLE = "blog/technical-seo-checklist.md";
    const renamed = (...formerAddresses: string[]) =>
      replace(
        ARTICLE,
        "featured: false\n",
        `featured: false\naddress: seo-checklist\nformerAddresses:\n${formerAddresses.map((from) => `  - "${from}"\n`).join("")}`,
      );

    it("is at its new address, its old one redirects there, and the pages that linked to the old one still pass", () => {
      renamed("/blog/technical-seo-checklist");
      expect(read("blog/local-seo-service-businesses.md")).toContain("(/blog/technical-seo-checklist");
      expect(report()).toBe("");
      const routes = loadRouteTable(path.join(root, "content"));
      expect(routes.find((route) => route.contentId === "blog/technical-seo-checklist")?.path).toBe(
        "/blog/seo-checklist",
      );
      expect(routes.some((route) => route.path === "/blog/technical-seo-checklist")).toBe(false);
    });

    it("refuses a former address that is a live page's, or one content/redirects.json already redirects", () => {
      setRedirects(moved("/blog/seo-basics", "/blog"));
      renamed("/blog/technical-seo-checklist", "/blog/broad-match-smart-bidding", "/blog/seo-basics");
      expect(report()).toBe(
        [
          `content/${ARTICLE}: field "formerAddresses[1]" is /blog/broad-match-smart-bidding, the address of a page (content/blog/broad-match-smart-bidding): a redirect cannot take a live page's address. Remove the redirect, or the page first`,
          `content/${ARTICLE}: field "formerAddresses[2]" is /blog/seo-basics again: content/redirects.json's redirects[0] already redirects it (one redirect for each old address)`,
        ].join("\n"),
      );
    });

    it("refuses a redirect that leads to a former address, naming the page's address", () => {
      renamed("/blog/technical-seo-checklist");
      setRedirects(moved("/seo-checklist", "/blog/technical-seo-checklist"));
      expect(report()).toBe(
        'content/redirects.json: field "redirects[0].to" leads to /blog/technical-seo-checklist, a former address of the page at /blog/seo-checklist, so visitors would be redirected twice: point it at /blog/seo-checklist',
      );
    });

    it("refuses an address another article's page has", () => {
      replace(ARTICLE, "featured: false\n", "featured: false\naddress: broad-match-smart-bidding\n");
      expect(report()).toContain(
        `content/${ARTICLE}: field "address" /blog/broad-match-smart-bidding is already the address of content/blog/broad-match-smart-bidding (/blog/broad-match-smart-bidding)`,
      );
    });
  });

  it("refuses a page's link to an old address, naming the page to link to instead", () => {
    setRedirects(moved("/old-results", "/results"));
    replace("pages/contact.json", '"href": "/results"', '"href": "/old-results"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" links to /old-results, an old address that redirects to /results: link to /results itself',
    );
  });
});

describe("links", () => {
  it("refuses a link to a page the site does not have", () => {
    replace("pages/contact.json", '"href": "/results"', '"href": "/servics"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" links to /servics, but the site has no page at /servics: did you mean /services?',
    );
  });

  it("refuses a link to a section that is not on the page", () => {
    replace("pages/contact.json", '"href": "/results"', '"href": "/careers#open-jobs"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" links to /careers#open-jobs, but that page has no section with the id "open-jobs"',
    );
  });

  it("checks the page a link with a query leads to, and the enquiry topic it chooses", () => {
    replace("pages/contact.json", '"href": "/results"', '"href": "/results?utm_source=contact"');
    expect(report()).toBe("");
    replace("pages/contact.json", '"href": "/results?utm_source=contact"', '"href": "/servics?topic=careers"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" links to /servics?topic=careers, but the site has no page at /servics: did you mean /services?',
    );
  });

  it("refuses a link to the enquiry form choosing a topic it does not offer, and an empty query", () => {
    replace("pages/careers.json", '"href": "/contact?topic=careers"', '"href": "/contact?topic=jobs#enquiry"');
    replace("pages/contact.json", '"href": "/results"', '"href": "/results?"');
    expect(report()).toBe(
      [
        'content/pages/careers.json: field "cta.primaryCta.href" links to /contact?topic=jobs#enquiry, but chooses the topic "jobs", which the enquiry form does not offer (general, audit, proposal, careers, partnership)',
        'content/pages/contact.json: field "hero.secondaryCta.href" links to /results?, but its query string is empty: leave out the ?',
      ].join("\n"),
    );
  });

  it("refuses a link to the enquiry form choosing a service it does not offer, and names the ones it does", () => {
    replace(
      "services/seo-content.json",
      '"href": "/contact?topic=audit&service=seo-services"',
      '"href": "/contact?topic=audit&service=seo"',
    );
    expect(report()).toBe(
      'content/services/seo-content.json: field "hero.primaryCta.href" links to /contact?topic=audit&service=seo, but chooses the service "seo", which the enquiry form does not offer (ppc-management, seo-services, conversion-rate-optimization, email-marketing, social-media-advertising, content-marketing, marketing-automation, full-service-marketing, other)',
    );
  });

  it("refuses an unknown topic and service on one link in one message, and checks the header's proposal link", () => {
    replace("navigation.json", '"href": "/contact?topic=proposal"', '"href": "/contact?topic=quote&service=SEO%20Services"');
    expect(report()).toBe(
      'content/navigation.json: field "header.cta.href" links to /contact?topic=quote&service=SEO%20Services, but chooses the topic "quote", which the enquiry form does not offer (general, audit, proposal, careers, partnership), and chooses the service "SEO Services", which the enquiry form does not offer (ppc-management, seo-services, conversion-rate-optimization, email-marketing, social-media-advertising, content-marketing, marketing-automation, full-service-marketing, other)',
    );
  });

  it("accepts a link to the enquiry form choosing a service alone, or a free audit of a service", () => {
    replace("pages/contact.json", '"href": "/results"', '"href": "/contact?service=email-marketing"');
    replace("pages/careers.json", '"href": "/contact?topic=careers"', '"href": "/contact?topic=audit&service=other#enquiry"');
    expect(report()).toBe("");
  });

  it("refuses a link written with a trailing slash, and says the one rule", () => {
    replace("pages/contact.json", '"href": "/results"', '"href": "/results/"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" is /results/: write links without the trailing slash (/results), the site adds it',
    );
  });

  it("follows links in a markdown body to the line they are on", () => {
    replace("legal/terms.md", "](/privacy)", "](/privcy)");
    expect(report()).toMatch(
      /^content\/legal\/terms\.md:\d+:1: the text links to \/privcy, but the site has no page at \/privcy: did you mean \/privacy\?$/,
    );
  });
});

describe("articles' length", () => {
  /** The article with its text replaced by `words` words, stating `readTime`. */
  const article = (words: number, readTime: string) => {
    const name = "blog/technical-seo-checklist.md";
    const frontMatter = read(name).split("\n---\n")[0]!.replace(/^readTime: .*$/m, `readTime: "${readTime}"`);
    write(name, `${frontMatter}\n---\n\n${Array.from({ length: words }, () => "search").join(" ")}\n`);
  };

  it("refuses a reading time that is not the text's, and says what to write", () => {
    article(900, "12 min read");
    expect(report()).toBe(
      'content/blog/technical-seo-checklist.md: field "readTime" says 12 min read, but its 900 words take 5 minutes to read at 200 a minute: write "5 min read"',
    );
  });

  it("takes a reading time a minute either way of the text's", () => {
    article(900, "4 min read");
    expect(report()).toBe("");
    article(900, "6 min read");
    expect(report()).toBe("");
  });

  it("refuses an article shorter than a long read", () => {
    article(599, "3 min read");
    expect(report()).toBe(
      'content/blog/technical-seo-checklist.md: the text has 599 words: an article is a long read of 600 words or more',
    );
  });
});

describe("blog topics", () => {
  it("refuses an article filed under a topic that has no file, naming the file and the field", () => {
    replace("blog/technical-seo-checklist.md", 'category: "seo"', 'category: "search"');
    expect(report()).toBe(
      'content/blog/technical-seo-checklist.md: field "category" names "search", but there is no content/blog-topics/search.json',
    );
  });

  it("refuses a topic tile's typed count: tiles count the articles", () => {
    editJson("pages/blog.json", (data) => {
      (data.categories as { allPosts: Record<string, unknown> }).allPosts.count = 47;
    });
    expect(report()).toBe(
      'content/pages/blog.json: field "categories.allPosts.count" is not a field this file can have: check its spelling',
    );
  });

  it("refuses a count typed into a topic's file", () => {
    editJson("blog-topics/ppc.json", (data) => {
      data.count = 12;
    });
    expect(report()).toBe(
      'content/blog-topics/ppc.json: field "count" is not a field this file can have: check its spelling',
    );
  });

  it("accepts a new topic with no articles yet, which has no page to link to", () => {
    write(
      "blog-topics/paid-social.json",
      JSON.stringify({
        name: "Paid Social",
        icon: "users",
        description: "Advertising on Meta, LinkedIn and TikTok that is measured by the enquiries and sales it brings.",
        seo: {
          title: "Paid Social Articles: Meta and LinkedIn Ads",
          description: "Articles on paid social advertising: Meta, LinkedIn and TikTok campaigns measured by the enquiries and sales they bring in.",
          keywords: ["paid social"],
        },
      }),
    );
    expect(report()).toBe("");
    replace("pages/contact.json", '"href": "/results"', '"href": "/blog/topic/paid-social"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" links to /blog/topic/paid-social, but the site has no page at /blog/topic/paid-social',
    );
  });

  it("holds a topic's title and description to the search listing lengths", () => {
    editJson("blog-topics/cro.json", (data) => {
      (data.seo as Record<string, unknown>).description = "Conversion tips.";
    });
    expect(report()).toMatch(/^content\/blog-topics\/cro\.json: field "seo\.description" has 16 characters: a description should be 70 to 160/);
  });
});

describe("authors and the archive's pages", () => {
  it("gives a new writer a page by their first article, and asks for the bio and expertise it shows", () => {
    write("people/nina-patel.json", JSON.stringify({ name: "Nina Patel", role: "Paid Social Lead", portrait: { hair: "long" } }));
    replace("pages/contact.json", '"href": "/results"', '"href": "/blog/author/nina-patel"');
    expect(report()).toBe(
      'content/pages/contact.json: field "hero.secondaryCta.href" links to /blog/author/nina-patel, but the site has no page at /blog/author/nina-patel',
    );
    replace("blog/technical-seo-checklist.md", 'author: "ravi-desai"', 'author: "nina-patel"');
    expect(report()).toBe(
      'content/blog/technical-seo-checklist.md: field "author" names nina-patel, who has no bio and expertise in content/people/nina-patel.json: a writer\'s page shows both',
    );
    write(
      "people/nina-patel.json",
      JSON.stringify({
        name: "Nina Patel",
        role: "Paid Social Lead",
        bio: "Nina plans and runs paid social for our lead generation clients, from the first audience test to the sales it brings.",
        expertise: ["Meta Ads", "LinkedIn Ads"],
        portrait: { hair: "long" },
      }),
    );
    expect(report()).toBe("");
  });

  it("knows which pages of the archive there are: a link past the last is refused", () => {
    const pages = loadRouteTable().find((route) => route.path === "/blog")!.archive!.pages;
    expect(pages).toBeGreaterThan(1);
    replace("pages/contact.json", '"href": "/results"', `"href": "/blog/page/${pages}"`);
    expect(report()).toBe("");
    replace("pages/contact.json", `"href": "/blog/page/${pages}"`, `"href": "/blog/page/${pages + 1}"`);
    expect(report()).toBe(
      `content/pages/contact.json: field "hero.secondaryCta.href" links to /blog/page/${pages + 1}, but the site has no page at /blog/page/${pages + 1}: did you mean /blog/page/${pages}?`,
    );
  });
});

describe("shared facts", () => {
  it("refuses a reference to a client, person, quote or case study that has no file", () => {
    replace("case-studies/harbour-and-hale.json", '"client": "harbour-and-hale"', '"client": "harbor-and-hale"');
    expect(report()).toBe(
      'content/case-studies/harbour-and-hale.json: field "client" names "harbor-and-hale", but there is no content/clients/harbor-and-hale.json',
    );
  });

  it("refuses a free tool card naming a tool that has no file", () => {
    replace("pages/resources.json", '"seo-estimator"', '"seo-forecaster"');
    expect(report()).toBe(
      'content/pages/resources.json: field "tools.items[3]" names "seo-forecaster", but there is no content/tools/seo-forecaster.json',
    );
  });

  it("refuses a stat tile naming a figure site.json does not have", () => {
    replace("pages/home.json", '"figure": "average-roas-increase"', '"figure": "average-roas"');
    expect(report()).toMatch(/^content\/pages\/home\.json: field "sections\[1\]\.items\[0\]\.figure" names the figure "average-roas", but site\.json has no figure with that id$/);
  });
});

describe("ids that must be unique", () => {
  it("refuses a glossary term written twice", () => {
    editJson("pages/glossary.json", (data) => {
      const terms = (data.glossary as { terms: unknown[] }).terms;
      terms.push(terms[1]);
    });
    expect(report()).toMatch(
      /^content\/pages\/glossary\.json: field "glossary\.terms\[\d+\]\.term" gives the page the id "[a-z-]+" again \(glossary\.terms\[1\]\.term has it already\): ids on a page must be unique$/,
    );
  });

  it("refuses two sections of a page with the same id", () => {
    editJson("services/paid-advertising.json", (data) => {
      (data.sections as Array<{ id?: string }>)[1]!.id = "metrics";
    });
    expect(report()).toBe(
      'content/services/paid-advertising.json: field "sections[1]" gives the page the id "metrics" again (sections[0] has it already): ids on a page must be unique',
    );
  });

  it("refuses an id on a section whose anchor the page's layout fixes", () => {
    editJson("pages/careers.json", (data) => {
      (data.benefits as { id?: string }).id = "perks";
    });
    expect(report()).toBe(
      'content/pages/careers.json: field "benefits.id" cannot be set: this page\'s layout gives the section its own anchor, so remove the id',
    );
  });

  it("refuses an alias that is already another page's address", () => {
    editJson("pages/careers.json", (data) => {
      (data.route as { aliases?: string[] }).aliases = ["/agency"];
    });
    expect(report()).toBe('content/pages/careers.json: field "route" /agency is already the address of content/pages/about (/about)');
  });

  it("refuses a tool's file that no template draws, rather than leaving it without a page", () => {
    editJson("tools/roi-calculator.json", (data) => {
      (data.route as { label: string }).label = "Budget Planner";
      (data.seo as { title: string }).title = "Free Budget Planner: Plan Your Monthly Ad Spend";
      (data.seo as { description: string }).description =
        "Plan a month of paid advertising: spend, leads and customers, worked out in your browser for free.";
    });
    rename("tools/roi-calculator.json", "tools/budget-planner.json");
    expect(report()).toContain(
      'content/tools/budget-planner.json: has no page, because no template draws it: a developer adds one for "budget-planner" to the "tools" collection in src/lib/routeData.ts',
    );
  });
});

describe("dates, checked as written", () => {
  it("refuses a date that is not in the calendar, even unquoted", () => {
    replace("blog/technical-seo-checklist.md", /date: "[^"]+"/.exec(read("blog/technical-seo-checklist.md"))![0], "date: 2026-02-30");
    expect(report()).toBe(
      'content/blog/technical-seo-checklist.md: field "date" is "2026-02-30", but that month has 28 days: write a day from 01 to 28, such as "2026-02-28"',
    );
  });

  it("refuses a date in another format", () => {
    replace("legal/terms.md", /lastUpdated: "[^"]+"/.exec(read("legal/terms.md"))![0], 'lastUpdated: "14/07/2026"');
    expect(report()).toBe('content/legal/terms.md: field "lastUpdated" should be a date written as YYYY-MM-DD, such as "2026-11-02"');
  });
});

describe("titles and descriptions in search results", () => {
  it("refuses a title too long to show whole with the site name added", () => {
    replace("pages/careers.json", '"Careers: Marketing Jobs in London"', '"Careers: Paid Media, SEO and Conversion Jobs in London"');
    expect(report()).toBe(
      'content/pages/careers.json: field "seo.title" shows as "Careers: Paid Media, SEO and Conversion Jobs in London | Kitelight", 66 characters: a title should be 30 to 65 characters with the site name, so search results show it whole',
    );
  });

  it("refuses an article whose excerpt, its description, is another page's", () => {
    const excerpt = read("blog/technical-seo-checklist.md").match(/^excerpt: (.*)$/m)![1]!;
    replace("blog/marketing-tracking-setup.md", /^excerpt: .*$/m.exec(read("blog/marketing-tracking-setup.md"))![0], `excerpt: ${excerpt}`);
    expect(report()).toBe(
      'content/blog/technical-seo-checklist.md: field "excerpt" is the same as content/blog/marketing-tracking-setup.md\'s: each page needs its own description, so search results can tell them apart',
    );
  });
});

it("refuses a phone number shown one way and dialled another", () => {
  replace("site.json", '"href": "tel:+442079460532"', '"href": "tel:+442079460999"');
  expect(report()).toBe(
    'content/site.json: field "phone.href" shows 020 7946 0532 but calls tel:+442079460999: they should be the same number',
  );
});

it("refuses a placeholder it does not know, and {count} outside a section's heading", () => {
  replace("pages/careers.json", "{count} roles open now", "{number} roles open now");
  expect(report()).toBe(
    'content/pages/careers.json: field "roles.lead" has {number}: the placeholders are {count}, {years}, {founded}, {year}, {figure:id}, {advice:id}',
  );
});

describe("headline figures", () => {
  it("refuses a figure's value typed in copy, naming the figure and the placeholder to write", () => {
    replace("pages/home.json", "{figure:average-roas-increase} increase", "312% increase");
    expect(report()).toMatch(
      /^content\/pages\/home\.json: field "hero\.lead" says "312%", the value of site\.json's figure average-roas-increase \(Average ROAS increase: an increase\): write \{figure:average-roas-increase\}/,
    );
  });

  it("names every figure a shared value could be", () => {
    replace("blog/broad-match-smart-bidding.md", "against {figure:google-ads-roas} on Google", "against 420% on Google");
    expect(report()).toMatch(/the text says "420%", the value of 2 of site\.json's figures: ppc-roas-increase .* google-ads-roas .*\{figure:ppc-roas-increase\} or \{figure:google-ads-roas\}/);
  });

  it("refuses a {figure:id} that site.json does not have", () => {
    replace("pages/home.json", "{figure:average-roas-increase} increase", "{figure:average-roas} increase");
    expect(report()).toBe(
      'content/pages/home.json: field "hero.lead" has {figure:average-roas}: it names the figure "average-roas", but site.json has no figure with that id',
    );
  });

  it("leaves a case study's own numbers as typed", () => {
    const file = "case-studies/northfold-home.json";
    replace(file, '"summary": "', '"summary": "A 312% rise in return on ad spend. ');
    expect(report()).toBe("");
  });
});

describe("the agency's age", () => {
  it("takes {years}, {founded} and {year} in any text", () => {
    replace("pages/careers.json", "{count} roles open now.", "{count} roles open now, {years} years since {founded}, in {year}.");
    expect(report()).toBe("");
  });

  it("refuses a hand-typed count of years in business, naming the placeholder", () => {
    replace("pages/about.json", "{years} years in numbers", "Ten years in business");
    expect(report()).toBe(
      'content/pages/about.json: field "stats.title" says "Ten years in business": write the agency\'s age as {years} ("{years} years in business"), which the build fills from site.json\'s foundingYear and the build date, so it stays true',
    );
  });

  it("refuses one in a markdown body, at its line", () => {
    replace("blog/technical-seo-checklist.md", "\n\n## ", "\n\nWe have been doing this for 12 years in business terms.\n\n## ");
    expect(report()).toMatch(
      /^content\/blog\/technical-seo-checklist\.md:\d+:1: the text says "12 years in business": write the agency's age as \{years\}/,
    );
  });
});

describe("files that cannot be read", () => {
  it("reports invalid JSON at its line and column, with the line quoted, in plain words", () => {
    write("clients/meridian-legal.json", '{\n  "name": "Meridian Legal",\n  "industry": "Legal services",\n}\n');
    expect(report()).toBe(
      [
        "content/clients/meridian-legal.json:4:1: cannot be read: a field name must be in double quotes (is there a comma after the last field or item?)",
        "    4 | }",
        "        ^",
      ].join("\n"),
    );
  });

  it("reports an unclosed quotation mark at the line it opens on, says what to write, and nothing of other files", () => {
    // Other files link to this article: they are not to blame while it cannot be read.
    replace(
      "blog/broad-match-smart-bidding.md",
      'title: "Broad Match and Smart Bidding: When to Trust Them"',
      'title: "Broad Match and Smart Bidding: When to Trust Them',
    );
    expect(report()).toBe(
      [
        'content/blog/broad-match-smart-bidding.md:2:58: cannot be read: in the front matter (between the --- lines), a quotation mark is not closed: end the value with the mark it starts with, as in title: "Your title"',
        '    2 | title: "Broad Match and Smart Bidding: When to Trust Them',
        `${" ".repeat(65)}^`,
      ].join("\n"),
    );
  });

  it("reports invalid YAML front matter at its line and column", () => {
    replace("blog/technical-seo-checklist.md", 'readTime: "', 'readTime: "6 min read\nreadTime2: "');
    expect(report()).toMatch(/^content\/blog\/technical-seo-checklist\.md:\d+:\d+: cannot be read: in the front matter \(between the --- lines\), /);
  });
});

it("refuses a mode block in a legal page that is never closed, at the line that opens it", () => {
  const opening = read("legal/terms.md").split("\n").indexOf("<!-- google on -->") + 1;
  replace("legal/terms.md", "does not depend on your choice.\n<!-- end google -->", "does not depend on your choice.");
  expect(report()).toBe(
    `content/legal/terms.md:${opening}:1: the text opens a google on block that is never closed: end it with <!-- end google -->`,
  );
});

it("refuses HTML in an article that could run script, at the line of the file it is on", () => {
  const heading = read("blog/google-ads-roas-30-day-plan.md").split("\n").indexOf("## Week 1: make the numbers trustworthy") + 1;
  replace("blog/google-ads-roas-30-day-plan.md", "## Week 1: make the numbers trustworthy", '<script src="/same-origin.js"></script>\n\n## Week 1');
  expect(report()).toBe(
    `content/blog/google-ads-roas-30-day-plan.md:${heading}:1: the text has <script>, which the site does not allow in text: content/README.md lists the HTML it does`,
  );
});

it("refuses an id in text other than a footnote's, which could take the name of a page script's global", () => {
  const heading = read("blog/google-ads-roas-30-day-plan.md").split("\n").indexOf("## Week 1: make the numbers trustworthy") + 1;
  replace("blog/google-ads-roas-30-day-plan.md", "## Week 1: make the numbers trustworthy", '<ul><li id="dataLayer">x</li></ul>\n\n## Week 1');
  expect(report()).toBe(
    `content/blog/google-ads-roas-30-day-plan.md:${heading}:1: the text has <li id="dataLayer">: text may give only footnotes' ids (fn-…, fnref-…), which markdown writes itself`,
  );
});

it("refuses a symbolic link in content/, and reads nothing through it", () => {
  remember("blog/linked.md");
  fs.symlinkSync("/etc/hostname", file("blog/linked.md"));
  expect(report()).toBe(
    'content/blog/linked.md: is a symbolic link: content/ holds files and folders themselves, so copy what it links to here instead',
  );
});

describe("one mistake, one message", () => {
  it("names a wrong type in site.json once, with none of the problems it would cause elsewhere", () => {
    replace("site.json", '"foundingYear": 2020', '"foundingYear": "2020"');
    expect(contentReport("build", path.join(root, "content"))).toBe(
      [
        "",
        "The content has 1 problem. Fix it and build again:",
        "",
        'content/site.json:6:19: field "foundingYear" should be a number, but is text',
        '    6 |   "foundingYear": "2020",',
        "                          ^",
        "",
        "",
      ].join("\n"),
    );
  });

  it("refuses a cover image that is not there, naming the file, the field and the path", () => {
    replace(
      "blog/broad-match-smart-bidding.md",
      'image: "./images/broad-match-smart-bidding.jpg"',
      'image: "./images/broad-match-bidding.jpg"',
    );
    expect(report()).toBe(
      'content/blog/broad-match-smart-bidding.md: field "image" is "./images/broad-match-bidding.jpg", but there is no file content/blog/images/broad-match-bidding.jpg: put the image there, or correct the path (it starts from this file\'s folder)',
    );
  });

  it("refuses an image path that leads out of content/", () => {
    replace(
      "blog/broad-match-smart-bidding.md",
      'image: "./images/broad-match-smart-bidding.jpg"',
      'image: "../../static/og-default.png"',
    );
    expect(report()).toMatch(/field "image" is "..\/..\/static\/og-default.png", which leads out of content\/: name a file beside this one/);
  });
});

it("names a misspelt field rather than dropping it", () => {
  editJson("clients/oakridge-supply.json", (data) => {
    data.locaton = data.location;
  });
  expect(report()).toBe('content/clients/oakridge-supply.json: field "locaton" is not a field this file can have: check its spelling');
});

it("reports every problem at once, each at its line, as one message that says what to do next", () => {
  replace("pages/contact.json", '"href": "/results"', '"href": "/servics"');
  replace("case-studies/harbour-and-hale.json", '"client": "harbour-and-hale"', '"client": "harbor-and-hale"');
  expect(contentReport("build", path.join(root, "content"))).toBe(
    [
      "",
      "The content has 2 problems. Fix them and build again:",
      "",
      'content/case-studies/harbour-and-hale.json:2:13: field "client" names "harbor-and-hale", but there is no content/clients/harbor-and-hale.json',
      '    2 |   "client": "harbor-and-hale",',
      "                    ^",
      'content/pages/contact.json:25:15: field "hero.secondaryCta.href" links to /servics, but the site has no page at /servics: did you mean /services?',
      '    25 |       "href": "/servics"',
      "                       ^",
      "",
      "",
    ].join("\n"),
  );
  expect(contentReport("save", CONTENT_DIR)).toBeUndefined();
});

describe("guides, playbooks and templates (gatsby/downloads/)", () => {
  it("refuses a landing page whose document is missing", () => {
    rename("documents/seo-audit.md", "documents/seo-audit-guide.md");
    expect(report()).toBe(
      [
        'content/landing/seo-audit.json: offers a document that does not exist: write it as content/documents/seo-audit.md',
        'content/pages/resources.json: field "guides.items[1]" names "seo-audit", which is not a guide in content/documents/',
      ].join("\n"),
    );
  });

  it("refuses a landing page whose listed chapters are not the document's", () => {
    replace("landing/local-seo-playbook.json", '"Local link building ideas"', '"Local link building"');
    expect(report()).toMatch(
      /^content\/landing\/local-seo-playbook\.json: field "included\.items" should list the chapters of content\/documents\/local-seo-playbook\.md, in its order and words: "Google Business Profile optimisation, field by field", .*"Local link building ideas"/,
    );
  });

  it("refuses a template with an empty column", () => {
    editJson("templates/seo-content-brief.json", (data) => {
      for (const row of data.rows as string[][]) row[1] = "";
    });
    expect(report()).toMatch(/^content\/templates\/seo-content-brief\.json: field "columns\[1\]" ".+" is empty: give it a value in at least one example row, or a formula$/);
  });

  it("refuses an example row whose value a column of fixed values does not take", () => {
    editJson("templates/landing-page-checklist.json", (data) => {
      (data.rows as string[][])[0]![3] = "Done";
    });
    expect(report()).toBe(
      'content/templates/landing-page-checklist.json: field "rows[0][3]" is "Done", but "Result" takes only "Pass", "Fix", "Not applicable"',
    );
  });

  it("refuses a template whose description counts other than its rows", () => {
    editJson("templates/landing-page-checklist.json", (data) => {
      (data.rows as string[][]).pop();
    });
    expect(report()).toBe(
      'content/templates/landing-page-checklist.json: field "description" says "40-point", but the template has 39 rows: make them agree',
    );
  });

  it("refuses a page count typed into copy, which the pages count from the built file", () => {
    replace("landing/ppc-strategy.json", '"Free, instant access"', '"67 pages"');
    expect(report()).toBe(
      'content/landing/ppc-strategy.json: field "hero.highlights[1]" says "67 pages": the pages say how long a document is, counted from the file the build makes of it, so copy leaves the number out',
    );
  });

  it("names the line of a document that the printed guide cannot show", () => {
    replace("documents/ppc-strategy.md", "## Smart bidding", "#### Smart bidding");
    expect(report()).toMatch(/^content\/documents\/ppc-strategy\.md:\d+:1: the text uses a level-4 heading/m);
  });
});

describe("figures that must agree with each other", () => {
  type Tile = { name: string; count: number; figure?: string; partOf?: string };
  type Result = { label: string; value: string };
  const editTiles = (change: (tiles: Tile[]) => void) =>
    editJson("pages/results.json", (data) => change((data.industries as { items: Tile[] }).items));
  const editResults = (caseStudy: string, change: (results: Result[], data: Record<string, unknown>) => void) =>
    editJson(`case-studies/${caseStudy}.json`, (data) => change(data.results as Result[], data));

  it("refuses tiles on /results whose clients add up to more than the projects they sit under", () => {
    editTiles((tiles) => (tiles.find((tile) => tile.name === "Home services and trades")!.count = 40));
    expect(report()).toBe(
      'content/pages/results.json: field "industries.items" adds up to 227 under site.json\'s projects (180+, so no more than 198): law-firms-served 52, healthcare-practices-served 102, ecommerce-clients 10, professional-services-clients 6, property-clients 4, Home services and trades 40, Hospitality 2, Education and training 2, Software and technology 2, Financial services 2, Fitness and wellbeing 2, Recruitment 1, Automotive 1, Charities 1. Parts cannot add up to more than the total they sit under',
    );
  });

  it("refuses a count of healthcare practices smaller than the dental practices among them", () => {
    editJson("site.json", (data) => {
      const figures = data.figures as Array<{ id: string; value: string }>;
      figures.find((figure) => figure.id === "healthcare-practices-served")!.value = "40+";
    });
    expect(report()).toBe(
      "content/pages/results.json: field \"industries.items\" adds up to 102 under site.json's healthcare-practices-served (40+, so no more than 44): dental-practices-served 52, Private healthcare clinics 50. Parts cannot add up to more than the total they sit under",
    );
  });

  it("refuses a tile whose count disagrees with the count of site.json it gives, and a tile that says neither", () => {
    editTiles((tiles) => {
      tiles[0]!.count = 45;
      delete tiles[6]!.partOf;
    });
    expect(report()).toBe(
      [
        'content/pages/results.json: field "industries.items[0].count" is 45, but the tile gives site.json\'s law-firms-served, which says 50+ (51 to 55)',
        'content/pages/results.json: field "industries.items[6].partOf" is missing: each tile names the count of site.json it gives ("figure") or the total its clients are among ("partOf"), so the check can add them up',
      ].join("\n"),
    );
  });

  it("refuses a tile of exactly 50 dental practices where the site says 50+, which is more than 50", () => {
    editTiles((tiles) => (tiles.find((tile) => tile.figure === "dental-practices-served")!.count = 50));
    expect(report()).toBe(
      'content/pages/results.json: field "industries.items[1].count" is 50, but the tile gives site.json\'s dental-practices-served, which says 50+ (51 to 55)',
    );
  });

  it("refuses a client's result that copies a registered average, or another client's result", () => {
    editResults("northfold-home", (results) => (results[0]!.value = "+156%"));
    editResults("oakridge-supply", (results) => (results[3]!.value = "3.6x"));
    expect(report()).toBe(
      [
        'content/case-studies/northfold-home.json: field "results[0].value" is +156%, the same as site.json\'s cro-conversion-increase ("Conversion increase"), which is an average over many clients: a client\'s result is its own measurement, from its own account (if it is that average, the label says so)',
        "content/case-studies/northfold-home.json: field \"headline\" says +131%, which none of its results shows (+156%, +39%, +62%, 3.6x)",
        'content/case-studies/oakridge-supply.json: field "results[3].value" is 3.6x, as content/case-studies/northfold-home.json\'s results[3].value is: each client\'s results are its own measurements, not another client\'s',
      ].join("\n"),
    );
  });

  it("takes a result that says it is the average", () => {
    editResults("northfold-home", (results, data) => {
      results[0] = { label: "Conversion rate, as our average", value: "+156%" };
      data.headline = "+156% conversion rate";
    });
    expect(report()).toBe("");
  });

  it("refuses words that do not fit the number beside them", () => {
    editResults("harbour-and-hale", (results) => (results[3]!.value = "19%"));
    replace("case-studies/clearpath-clinics.json", "nearly doubled", "tripled");
    expect(report()).toBe(
      [
        'content/case-studies/clearpath-clinics.json: field "summary" says "tripled", which none of the results beside it fits (+88%, -27%, +110%, -39%): the words must say what the number says',
        'content/campaign-pages/email-marketing-agency.json: field "sections[2].title" says "a quarter", which none of the results beside it fits (4.8x, +212%, -41%, 19%): the words must say what the number says',
      ].join("\n"),
    );
  });

  it("refuses copy that narrows a standing offer to part of what it covers", () => {
    replace("pages/about.json", "launched our 90-day performance guarantee,", "launched our 90-day performance guarantee for new paid campaigns,");
    expect(report()).toBe(
      'content/pages/about.json: field "timeline.items[4].description" narrows the 90-day performance guarantee to "new paid campaigns": it covers all new work, whichever services it takes, against targets agreed before it starts (site.json\'s offers), and reads the same on every page',
    );
  });
});

describe("what each figure counts, and the agency's advice, told one way", () => {
  it("refuses a stat's label that says another thing than its figure's definition", () => {
    replace("campaign-pages/google-ads-agency.json", '"label": "Keywords at Quality Score 7+"', '"label": "Quality Score increase"');
    expect(report()).toBe(
      'content/campaign-pages/google-ads-agency.json: field "sections[0].items[3].label" says "Quality Score increase" of site.json\'s google-ads-quality-score (Keywords at Quality Score 7+: a level), which measures active keywords with a Google Ads Quality Score of 7 or more (the score runs from 1 to 10), as a share of all the active keywords we manage: a caption says what its figure measures',
    );
  });

  it("refuses a figure's metric named with another number than the figure's", () => {
    replace("pages/results.json", '"title": "Proof, not promises"', '"title": "Proof: a 250% average ROAS increase"');
    expect(report()).toBe(
      'content/pages/results.json: field "hero.title" says "250% average ROAS increase", but site.json\'s average-roas-increase is 312%: write {figure:average-roas-increase}, which shows the figure\'s own value',
    );
  });

  it("refuses advice given with another number than content/advice.json's, naming the line", () => {
    replace("blog/google-ads-roas-30-day-plan.md", "at least {advice:rsa-headlines} distinct headlines", "at least eight distinct headlines");
    expect(report()).toBe(
      'content/blog/google-ads-roas-30-day-plan.md:53:1: the text says "at least eight distinct headlines", but the agency\'s advice rsa-headlines in content/advice.json is 10 (Give every responsive search ad at least 10 distinct headlines, and all four descriptions): write {advice:rsa-headlines}, so every page gives it alike',
    );
  });

  it("refuses advice quoted by an id content/advice.json does not have", () => {
    replace("blog/google-ads-roas-30-day-plan.md", "{advice:rsa-headlines}", "{advice:rsa-headline}");
    expect(report()).toMatch(
      /^content\/blog\/google-ads-roas-30-day-plan\.md:53:1: the text has \{advice:rsa-headline\}, but content\/advice\.json has no advice with that id \(it has rsa-headlines, /,
    );
  });

  it("refuses the newsletter's audience where the newsletter may not be joined", () => {
    replace("pages/blog.json", '"lead": "Our practical advice', '"lead": "Join {figure:newsletter-audience} readers of our practical advice');
    expect(report()).toBe(
      'content/pages/blog.json: field "newsletter.lead" quotes {figure:newsletter-audience}, which is true only where the newsletter boxes sign people up: say it in a newsletter box\'s connectedLead, which the site shows only then',
    );
  });
});

describe("experiments", () => {
  const name = "experiments/home-call-to-action.json";
  const second = "experiments/services-heading.json";
  const experiment = (change: (data: Record<string, unknown>) => void) => editJson(name, change);

  it("refuses a page the site does not have, and guesses the one meant", () => {
    experiment((data) => (data.pages = ["/servces"]));
    expect(contentReport("build", path.join(root, "content"))).toContain(
      `content/${name}:5:5: page 1 is "/servces", but no page has that address: did you mean "/services"?`,
    );
  });

  it("refuses a page with no hero to vary, and a field of the hero that is not one an experiment varies", () => {
    const article = fs.readdirSync(file("blog")).find((entry) => entry.endsWith(".md"))!.replace(/\.md$/, "");
    experiment((data) => (data.pages = [`/blog/${article}`]));
    expect(report()).toMatch(new RegExp(`"pages\\[0\\]" is "/blog/${article}", whose content \\(content/blog/${article}\\) has no hero.primaryCta.label: an experiment varies the words of the hero's main button of a page that has a hero`));
    experiment((data) => ((data.pages = ["/"]), (data.field = "hero.eyebrow")));
    expect(report()).toContain('field "field" should be one of: hero.title, hero.lead, hero.primaryCta.label');
  });

  it("refuses a goal that is not one of the site's conversions", () => {
    experiment((data) => (data.goal = "sale"));
    expect(report()).toContain('field "goal" should be one of: enquiry, guide_request, phone_tap');
  });

  it("refuses two experiments on one page at once, and takes one after the other", () => {
    write(second, JSON.stringify({ ...JSON.parse(read(name)), title: "Home heading", field: "hero.title", variants: [{ id: "shorter", text: "Ad spend into revenue" }], start: "2027-02-01", end: "2027-04-30" }, null, 2));
    expect(report()).toContain(`content/${second}: field "pages" has /, which content/${name} tests from 1 December 2026 to 26 February 2027 too: a page runs one experiment at a time`);
    editJson(second, (data) => (data.start = "2027-02-27"));
    expect(report()).toBe("");
  });

  it("refuses an end too soon for the sample size at the page's traffic, and says the first day that is enough", () => {
    experiment((data) => (data.end = "2026-12-20"));
    expect(report()).toContain(
      'field "end" is 20 December 2026, 20 day(s) from the start, but at 620 visitors a day the 2 versions need 37 days to reach 11,455 visitors each: end it on 6 January 2027 or later',
    );
    // Where the traffic is not known, the build says so (gatsby/experiments.ts) and the check takes the dates.
    experiment((data) => ((data.end = "2026-12-20"), delete data.recentDailyVisitors));
    expect(report()).toBe("");
  });

  it("refuses a variant with the page's own words, and one named control", () => {
    experiment((data) => (data.variants = [{ id: "control", text: "Get My Free Strategy Call" }]));
    expect(report()).toContain("is \"control\", which is the page as it is: give the variant a name of its own");
    experiment((data) => (data.variants = [{ id: "same", text: "Get My Free Strategy Call" }]));
    expect(report()).toContain('is "Get My Free Strategy Call", the words / has already: a variant needs words of its own');
  });
});
