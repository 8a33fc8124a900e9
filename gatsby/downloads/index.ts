import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { readOutline } from "../../src/lib/documents/outline";
import { fileOfType } from "../../src/lib/content/contentFile";
import { z } from "zod";
import { DOWNLOAD_KINDS, downloadPath } from "../../src/lib/downloads";
import { DOCUMENTS_PATH, type DocumentList } from "../../src/lib/siteWorker";
import { slugOf } from "../../src/lib/schema";
import { readTimeOf } from "../../src/lib/schema/blog";
import { digestOf } from "../buildCache";
import { siteContent, type SiteContent } from "../content/readContent";
import { brandMarkPath } from "../../src/lib/brandMark";
import { PDF_DESIGN, renderPdf } from "./pdf";
import { renderXlsx, XLSX_DESIGN } from "./xlsx";

// The files the site hands over, made from content at the start of every build: each guide and playbook
// (content/documents/*.md) as a PDF, each template (content/templates/*.json) as an XLSX workbook, in
// public/downloads/. What the pages say about a file (its pages, size, chapters, reading time) is read from the
// file made here, through one `Download` node per file, so no page can state a number the file does not bear out.
// A file is made once per content, design and site: later builds copy it from the cache, as the share cards are.

/** A document is offered by the landing page of the same file name: content/landing/{name}.json. */
export const LANDING_FOLDER = "landing";

const CACHE_DIR = path.join(__dirname, "..", "..", "node_modules", ".cache", "downloads");

/** What the build knows of each file it made: a `Download` node, whose GraphQL type is made from this. */
export const downloadNodeSchema = z.object({
  slug: z.string(),
  kind: z.enum(DOWNLOAD_KINDS),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  topics: z.array(z.string()),
  difficulty: z.string().nullable(),
  preview: z.string().nullable(),
  /** A template's kind of working document: "Spreadsheet", "Checklist"… */
  templateType: z.string().nullable(),
  chapters: z.array(z.string()),
  chapterCount: z.number().int(),
  /** The content id of the landing page that offers it for an email address ("landing/ppc-strategy"), if any. */
  offer: z.string().nullable(),
  /** Where a visitor gets it: the landing page that offers it, or else the file itself. */
  getPath: z.string(),
  pages: z.number().int().nullable(),
  readTime: z.string().nullable(),
  path: z.string(),
  format: z.string(),
  mediaType: z.string(),
  bytes: z.number().int(),
});

export type DownloadNodeData = z.infer<typeof downloadNodeSchema>;

/** The file from the cache, or made and cached; with the facts kept beside it. */
async function cached<T>(key: string, ext: string, make: () => Promise<{ file: Buffer; facts: T }>) {
  const file = path.join(CACHE_DIR, `${key}.${ext}`);
  const factsFile = path.join(CACHE_DIR, `${key}.json`);
  if (fs.existsSync(file) && fs.existsSync(factsFile)) {
    return { file: fs.readFileSync(file), facts: JSON.parse(fs.readFileSync(factsFile, "utf8")) as T, made: false };
  }
  const made = await make();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(file, made.file);
  fs.writeFileSync(factsFile, JSON.stringify(made.facts));
  return { ...made, made: true };
}

/** Writes every download into publicDir/downloads/ and returns what the pages may say about each. */
export async function writeDownloads(
  publicDir: string,
  { checked, routes }: Pick<SiteContent, "checked" | "routes">,
  siteUrl: string,
): Promise<{ downloads: DownloadNodeData[]; made: number }> {
  const siteFile = fileOfType(checked, "SiteFacts");
  if (!siteFile) throw new Error("content/site.json is missing");
  const site = {
    brand: siteFile.data.brand,
    siteUrl,
    phone: { display: siteFile.data.phone.display },
    email: siteFile.data.email,
    contactPath: "/contact",
  };
  const downloads: DownloadNodeData[] = [];
  let made = 0;
  const write = (relative: string, file: Buffer) => {
    const target = path.join(publicDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file);
  };

  for (const file of checked) {
    if (file.type === "OfferDocument") {
      const slug = slugOf(file.file);
      const { data } = file;
      const { outline } = readOutline(file.body ?? "");
      const kindLabel = data.kind === "guide" ? "Guide" : "Playbook";
      const document = { title: data.title, kindLabel, summary: data.summary, topics: data.topics, outline };
      const result = await cached(digestOf([PDF_DESIGN, brandMarkPath(), document, site]), "pdf", async () => {
        const { pdf, pages } = await renderPdf(document, site);
        return { file: pdf, facts: { pages } };
      });
      made += result.made ? 1 : 0;
      const relative = downloadPath(slug, "pdf");
      write(relative, result.file);
      const landing = routes.find((route) => route.contentId === `${LANDING_FOLDER}/${slug}`);
      downloads.push({
        slug,
        kind: data.kind,
        title: data.title,
        description: data.summary,
        category: data.channel,
        topics: data.topics,
        difficulty: data.difficulty ?? null,
        preview: data.preview ?? null,
        templateType: null,
        chapters: outline.chapters.map((chapter) => chapter.title),
        chapterCount: outline.chapters.length,
        offer: landing?.contentId ?? null,
        getPath: landing?.path ?? relative,
        pages: result.facts.pages,
        readTime: readTimeOf(outline.words),
        path: relative,
        format: "PDF",
        mediaType: "application/pdf",
        bytes: result.file.length,
      });
    } else if (file.type === "Template") {
      const slug = slugOf(file.file);
      const { data } = file;
      const result = await cached(digestOf([XLSX_DESIGN, data, site.brand, siteUrl]), "xlsx", async () => ({
        file: await renderXlsx(data, site),
        facts: {},
      }));
      made += result.made ? 1 : 0;
      const relative = downloadPath(slug, "xlsx");
      write(relative, result.file);
      downloads.push({
        slug,
        kind: "template",
        title: data.title,
        description: data.description,
        category: data.category,
        topics: [],
        difficulty: null,
        preview: null,
        templateType: data.type,
        chapters: [],
        chapterCount: 0,
        offer: null,
        getPath: relative,
        pages: null,
        readTime: null,
        path: relative,
        format: "XLSX",
        mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        bytes: result.file.length,
      });
    }
  }
  // The site's address and the documents the guide forms offer, by path: the lead receiver takes leads at that
  // address and emails a guide's title and link from this list, never from what a form sent (worker/leads/).
  const list: DocumentList = {
    site: siteUrl,
    documents: Object.fromEntries(
      downloads.filter((download) => download.format === "PDF").map(({ path, title }) => [path, { title }]),
    ),
  };
  write(DOCUMENTS_PATH, Buffer.from(JSON.stringify(list, null, 2)));
  return { downloads, made };
}

/** Makes the files, and a Download node for each, before any page is queried. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  store,
}) => {
  const siteUrl = (store.getState() as { config: { siteMetadata: { siteUrl: string } } }).config.siteMetadata.siteUrl;
  const started = Date.now();
  const { downloads, made } = await writeDownloads(path.join(process.cwd(), "public"), siteContent(), siteUrl);
  for (const download of downloads) {
    actions.createNode({
      ...download,
      id: createNodeId(`Download ${download.path}`),
      internal: { type: "Download", contentDigest: createContentDigest(download) },
    });
  }
  reporter.info(
    `downloads: ${downloads.length} files in public/downloads/, ${made} made (the rest from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};
