/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteContent } from "../../gatsby/content/readContent";
import { manifestOf, runningExperiments, variantPages } from "../../gatsby/experiments";
import { headersForPath, parseHeadersFile } from "../../gatsby/headersFile";
import { inlineScripts, sha256Source } from "../../gatsby/securityHeaders";
import { fieldText } from "../../src/lib/content/experimentRules";
import {
  CONTROL,
  EXPERIMENT_COOKIE,
  MANIFEST_PATH,
  OBJECTION_PATH,
  type ExperimentManifest,
} from "../../src/lib/experiments";
import { DOCUMENTS_PATH, type DocumentList } from "../../src/lib/siteWorker";
import { builtOn, PUBLIC_DIR } from "../helpers/builtSite";
import { startEdge, type Edge } from "../helpers/edge";

// The experiments as the build made them and as the host serves them.
// - The build: each running experiment's variants are whole pages that differ from the page only in the words they
//   vary and in telling search engines not to list them; the page's headers allow their inline scripts; no
//   sitemap, search index, feed or llms.txt names them; the Worker's list says what runs.
// - The host (workerd, through `wrangler dev`), over 2,000 simulated visitors of a page with an experiment of its
//   own: an even split, a variant kept across a visit, the control for crawlers, for Global Privacy Control and
//   for a visitor who said no, 404 at a variant's own path, and the control once the experiment has ended. Its
//   assets are a few of the built site's files and a list of the test's own, so that it holds whatever runs today.

const { checked, routes } = siteContent();
const running = runningExperiments(checked, routes, builtOn());
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, MANIFEST_PATH), "utf8")) as ExperimentManifest;
const headerRules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));
/** Where two texts first differ, with a little of each around it; undefined when they are the same. */
function difference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `at ${at}: …${a.slice(Math.max(0, at - 60), at + 60)}… against …${b.slice(Math.max(0, at - 60), at + 60)}…`;
}

const built = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, DOCUMENTS_PATH), "utf8")) as DocumentList;
const read = (urlPath: string) => fs.readFileSync(path.join(PUBLIC_DIR, urlPath, "index.html"), "utf8");

describe("the build", () => {
  it("lists for the Worker the experiments its content runs at its date", () => {
    expect(manifest).toEqual(manifestOf(running));
  });

  describe.each(variantPages(running).map((page) => ({ ...page, name: page.path })))(
    "$name",
    ({ path: variant, experiment, route }) => {
      const html = read(variant);
      const page = read(experiment.page);

      it("is the page with the variant's words in place of its own, and a robots tag that keeps it out of search", () => {
        const own = fieldText(
          checked.find((file) => file.file.startsWith(`${route.contentId}.`))?.data,
          experiment.field,
        )!;
        const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
        const mine = `>${escape(experiment.text)}<`;
        const theirs = `>${escape(own)}<`;
        const robots = /<meta name="robots" content="[^"]*"\/>/;
        expect(html).toContain(mine);
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
        // Whatever else the page says is the variant's too: the canonical, the menus, the scripts, the JSON-LD.
        const at = html.indexOf(mine);
        const ownAt = page.indexOf(theirs);
        expect(
          difference(html.slice(0, at).replace(robots, ""), page.slice(0, ownAt).replace(robots, "")),
        ).toBeUndefined();
        expect(difference(html.slice(at + mine.length), page.slice(ownAt + theirs.length))).toBeUndefined();
      });

      it("has the page's headers, whose policy allows each of its inline scripts", () => {
        const headers = headersForPath(headerRules, variant);
        expect(headers).toEqual(headersForPath(headerRules, experiment.page));
        const scripts = inlineScripts(html).filter((script) => script.kind !== "data" && script.kind !== "external");
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) {
          expect(headers["Content-Security-Policy"]).toContain(sha256Source(script.body));
        }
      });

      it("is named by no sitemap, search index, feed or llms.txt", () => {
        for (const file of ["sitemap-0.xml", "rss.xml", "llms.txt", "pagefind/pagefind-entry.json"]) {
          expect(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).not.toContain("_variants");
        }
      });
    },
  );
});

// A page of the built site that the test's own experiment runs on, and the test's list.
const PAGE = "/about/";
const TEST = { id: "about-heading", pages: [PAGE], variants: [CONTROL, "shorter"], end: "2099-12-31" };
const ENDED = { id: "contact-heading", pages: ["/contact/"], variants: [CONTROL, "warmer"], end: "2020-01-31" };
const MARK = (variant: string) => `<!-- variant ${variant} -->`;

let edge: Edge;

const PERSON =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

/** What a visitor is served: the variant the page's mark says, the cookie set, and the answer's headers. */
async function visit(urlPath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${edge.url}${urlPath}`, {
    headers: { "User-Agent": PERSON, ...headers },
    redirect: "manual",
  });
  const body = await response.text();
  return {
    status: response.status,
    variant: /<!-- variant ([a-z-]+) -->$/.exec(body)?.[1],
    cookie: response.headers.get("set-cookie")?.split(";")[0],
    headers: response.headers,
  };
}

describe("the host", () => {
  let assets: string;

  beforeAll(async () => {
    assets = fs.mkdtempSync(path.join(os.tmpdir(), "experiments-"));
    const copy = (from: string, to = from, change = (text: string) => text) => {
      fs.mkdirSync(path.dirname(path.join(assets, to)), { recursive: true });
      fs.writeFileSync(path.join(assets, to), change(fs.readFileSync(path.join(PUBLIC_DIR, from), "utf8")));
    };
    for (const file of ["_headers", "404.html", "contact/index.html", DOCUMENTS_PATH.slice(1)]) copy(file);
    copy("about/index.html", "about/index.html", (text) => `${text}${MARK(CONTROL)}`);
    copy("about/index.html", "_variants/about-heading/shorter/about/index.html", (text) => `${text}${MARK("shorter")}`);
    copy(
      "contact/index.html",
      "_variants/contact-heading/warmer/contact/index.html",
      (text) => `${text}${MARK("warmer")}`,
    );
    fs.writeFileSync(path.join(assets, MANIFEST_PATH), JSON.stringify({ experiments: [TEST, ENDED] }));
    // It takes no leads here; the receiver will not start without somewhere to send them.
    edge = await startEdge(assets, { LEADS_WEBHOOK_URL: "http://127.0.0.1:9/leads" });
  }, 60_000);

  afterAll(async () => {
    await edge?.stop();
    fs.rmSync(assets, { recursive: true, force: true });
  });

  it("splits 2,000 new visitors evenly, and each keeps their variant for the visit", async () => {
    const counts = new Map<string, number>();
    const visitors = Array.from({ length: 2000 }, (_, i) => i);
    const kept: string[] = [];
    // Ten at a time, as visitors arrive.
    for (let i = 0; i < visitors.length; i += 10) {
      const first = await Promise.all(visitors.slice(i, i + 10).map(() => visit(PAGE)));
      for (const seen of first) {
        expect(seen.cookie).toBe(`${EXPERIMENT_COOKIE}=${TEST.id}.${seen.variant}`);
        counts.set(seen.variant!, (counts.get(seen.variant!) ?? 0) + 1);
      }
      // Every tenth visitor comes back twice more in the same visit, and sees what they saw.
      const back = await Promise.all([
        visit(PAGE, { Cookie: first[0]!.cookie! }),
        visit(PAGE, { Cookie: first[0]!.cookie! }),
      ]);
      for (const again of back) {
        if (again.variant !== first[0]!.variant || again.cookie !== undefined)
          kept.push(`${first[0]!.variant} then ${again.variant}`);
      }
    }
    expect(kept).toEqual([]);
    const share = (counts.get("shorter") ?? 0) / visitors.length;
    expect(share).toBeGreaterThanOrEqual(0.45);
    expect(share).toBeLessThanOrEqual(0.55);
    expect(counts.get(CONTROL)! + counts.get("shorter")!).toBe(2000);
  }, 120_000);

  it("serves the variant at the page's address with the page's headers, and says the answer varies by the cookie", async () => {
    const direct = await fetch(`${edge.url}${PAGE}`, {
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    await direct.text();
    const seen = await visit(PAGE, { Cookie: `${EXPERIMENT_COOKIE}=${TEST.id}.shorter` });
    expect(seen.variant).toBe("shorter");
    for (const name of ["content-security-policy", "cache-control", "x-frame-options", "content-type"]) {
      expect(seen.headers.get(name)).toBe(direct.headers.get(name));
    }
    expect(seen.headers.get("vary")).toContain("Cookie");
  });

  it("gives crawlers the control, and no cookie", async () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "",
    ]) {
      for (let i = 0; i < 20; i += 1) {
        expect(await visit(PAGE, { "User-Agent": agent })).toMatchObject({ variant: CONTROL, cookie: undefined });
      }
    }
  });

  it("gives a visitor who sends Global Privacy Control, or who said no, the control and no cookie", async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await visit(PAGE, { "Sec-GPC": "1" })).toMatchObject({ variant: CONTROL, cookie: undefined });
      expect(await visit(PAGE, { Cookie: `${EXPERIMENT_COOKIE}=none` })).toMatchObject({
        variant: CONTROL,
        cookie: undefined,
      });
    }
  });

  it("keeps the visitor's choice from the privacy notice, and takes it back", async () => {
    const out = await fetch(`${edge.url}${OBJECTION_PATH}?choice=out`, {
      redirect: "manual",
      headers: { Referer: `${built.site}/privacy/` },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/privacy/");
    // The privacy notice links to it as the Worker's route is, with no trailing slash.
    expect(read("/privacy/")).toContain(`href="${OBJECTION_PATH}?choice=out"`);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`^${EXPERIMENT_COOKIE}=none; Path=/; Max-Age=31536000`));
    const back = await fetch(`${edge.url}${OBJECTION_PATH}?choice=in`, { redirect: "manual" });
    expect(back.headers.get("location")).toBe("/");
    expect(back.headers.get("set-cookie")).toMatch(new RegExp(`^${EXPERIMENT_COOKIE}=; Path=/; Max-Age=0`));
    expect((await fetch(`${edge.url}${OBJECTION_PATH}?choice=maybe`)).status).toBe(400);
  });

  it("answers 404 at a variant's own path and at the Worker's list", async () => {
    for (const urlPath of [
      `/_variants/${TEST.id}/shorter${PAGE}`,
      `/_variants/${TEST.id}/shorter${PAGE}index.html`,
      MANIFEST_PATH,
      "/_variants/",
    ]) {
      const seen = await visit(urlPath);
      expect(seen.status).toBe(404);
      expect(seen.variant).toBeUndefined();
    }
  });

  it("serves the control of an experiment that has ended, whatever the cookie says, and forgets it", async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await visit("/contact/")).toMatchObject({ status: 200, cookie: undefined });
      const seen = await visit("/contact/", { Cookie: `${EXPERIMENT_COOKIE}=${ENDED.id}.warmer` });
      expect(seen.variant).toBeUndefined();
    }
    // Its cookie is no part in a running one: the visitor is given a variant of that.
    expect((await visit(PAGE, { Cookie: `${EXPERIMENT_COOKIE}=${ENDED.id}.warmer` })).cookie).toMatch(
      new RegExp(`^${EXPERIMENT_COOKIE}=${TEST.id}\\.`),
    );
  });
});
