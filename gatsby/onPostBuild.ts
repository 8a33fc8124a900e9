import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { sitePaths } from "../src/lib/brand";
import { buildSource, isPreviewBuild, PREVIEW_FILE } from "../src/lib/preview";
import { redirectsFile } from "../src/lib/redirects";
import { fileOfType } from "../src/lib/content/contentFile";
import { siteRedirects } from "../src/lib/content/redirectRules";
import { slugOf } from "../src/lib/schema";
import { buildAdmin } from "./cms/buildAdmin";
import { siteContent } from "./content/readContent";
import { rssFeed } from "./feed";
import { llmsTxt } from "./llmsTxt";
import { runningExperiments, writeManifest } from "./experiments";
import { checkIslandClasses } from "./islands/islandClasses";
import { prunePagesCss } from "./pageCss";
import { pageFacts } from "./pageFacts";
import { robotsTxt } from "./robots";
import { removeRuntimeLeftovers } from "./runtimeLeftovers";
import { writeSearchIndex } from "./searchIndex";
import { writeSecurityHeaders } from "./securityHeaders";
import { writeShareImages } from "./shareImages";
import { writeWebManifest } from "./webManifest";
import { writeWorkerConfig } from "./workerConfig";

// What the build writes beside the pages, from the same content files: the blog's feed, /llms.txt, robots.txt,
// the host's redirects (_redirects, from content/redirects.json), the web app manifest and its icons, and each
// page's share card. Most need the absolute address of the site, which follows SITE_URL. The site search's index
// is read from the built pages (searchIndex.ts). The editing screen (/admin/) is built apart from the pages, by
// esbuild. Gatsby's client runtime, which no page loads, is removed (runtimeLeftovers.ts). _headers hashes the
// inline scripts of the final HTML and names the scripts left, and gives the search page its own policy, so it is
// written last.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) throw new Error("siteMetadata.siteUrl is missing");
  const root = process.cwd();
  const publicDir = path.join(root, "public");
  const write = (file: string, text: string) => fs.writeFileSync(path.join(publicDir, file), text);

  const { checked, routes } = siteContent();
  const siteFacts = fileOfType(checked, "SiteFacts");
  if (!siteFacts) throw new Error("content/site.json is missing");
  const site = { ...siteFacts.data, siteUrl };
  const facts = pageFacts();
  const people = new Map(checked.flatMap((file) => (file.type === "Person" ? [[slugOf(file.file), file.data]] : [])));
  const topics = new Map(
    checked.flatMap((file) => (file.type === "BlogTopic" ? [[slugOf(file.file), file.data]] : [])),
  );

  const articles = checked
    .filter((file) => file.type === "BlogPost")
    .map(({ file, data: post }) => ({
      slug: slugOf(file),
      address: post.address,
      title: post.title,
      excerpt: post.excerpt,
      date: post.date,
      // The content check has made sure the author's file exists.
      author: people.get(post.author)?.name ?? post.author,
      // The topic's name, as the article's page shows it; the content check has made sure its file exists.
      category: topics.get(post.category)?.name ?? post.category,
    }));
  const blog = facts.get("pages/blog");
  write(
    sitePaths.feed,
    rssFeed(articles, site, { description: blog?.description ?? site.blurb, feedPath: sitePaths.feed }),
  );
  write(
    sitePaths.llms,
    llmsTxt(site, routes, (route) => facts.get(route.contentId)?.description),
  );
  write("robots.txt", robotsTxt(siteUrl, sitePaths.llms));
  write("_redirects", redirectsFile(siteRedirects(checked, routes).map(({ redirect }) => redirect)));
  if (isPreviewBuild()) write(PREVIEW_FILE.slice(1), `${JSON.stringify(buildSource())}\n`);
  // What the Worker serves each running experiment from, and the pages it must see first.
  writeManifest(publicDir, runningExperiments(checked, routes));
  const experimentPages = writeWorkerConfig(root, publicDir);
  if (experimentPages.length > 0) {
    reporter.info(
      `experiments: the Worker serves ${experimentPages.join(", ")} first (.wrangler/deploy/wrangler.toml)`,
    );
  }
  await writeWebManifest(publicDir, path.join(root, "static"), site, sitePaths.manifest);
  const cards = await writeShareImages(publicDir, routes, facts, site);
  reporter.info(`share images: ${cards.written} written, ${cards.drawn} drawn (the rest from the cache)`);

  const search = await writeSearchIndex(publicDir, routes);
  reporter.info(`site search: ${search.pages} pages indexed in public/pagefind/`);

  const admin = await buildAdmin(path.join(publicDir, "admin"), siteUrl);
  // Where the deployed screen saves, or what it lacks to save anywhere.
  const { name, repo, branch } = admin.config.backend as { name: string; repo?: string; branch: string };
  const where = name === "github" ? `the GitHub repository ${repo ?? ""} (CMS_REPO), branch ${branch}` : name;
  const size = `editing screen: ${(admin.bytes / 1024 / 1024).toFixed(1)} MB in public/admin/, loaded by no public page`;
  if (admin.unset) {
    reporter.warn(
      `${size}; ${admin.unset} is not set, so /admin/ on the deployed site says so instead of signing in (npm run cms edits the files here without it): docs/deploying.md, step 5`,
    );
  } else {
    reporter.info(`${size}; saves to ${where}`);
  }

  const runtime = removeRuntimeLeftovers(publicDir);
  reporter.info(
    `Gatsby's client runtime: ${runtime.files} files (${(runtime.bytes / 1024 / 1024).toFixed(1)} MB) removed from public/, loaded by no page`,
  );

  // Against the CSS the pages carry, now that only they carry it; then each page keeps only the rules it can use.
  checkIslandClasses(publicDir);
  const css = prunePagesCss(publicDir);
  const unchanged = css.pages - css.pruned;
  reporter.info(
    `page CSS: ${(css.bytesRemoved / 1024).toFixed(0)} KB of unused rules removed from ${css.pruned} ${css.pruned === 1 ? "page" : "pages"}${unchanged ? ` (${unchanged} as the last build pruned them)` : ""}`,
  );
  writeSecurityHeaders(publicDir, (message) => reporter.warn(message));
};
