import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import site from "../../content/site.json";
import { cmsBackend } from "../../gatsby/cms/backend";
import { headersForPath, parseHeadersFile } from "../../gatsby/headersFile";
import { ADMIN_DIR, builtFiles, builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { PUBLIC_DIR } from "../helpers/builtSite";

// The editing screen (public/admin/) is apart from the site: no public page loads or names any of its code, it is
// kept out of search results and the sitemap, and it has its own Content-Security-Policy.

const adminFiles = builtFiles().filter((file) => file.startsWith(ADMIN_DIR));
const publicFiles = builtFiles().filter((file) => !file.startsWith(ADMIN_DIR));
const headers = (urlPath: string) =>
  headersForPath(parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")), urlPath);

describe("/admin/", () => {
  it("is built: the screen's page, bundle, preview styles, generated config and content", () => {
    expect(adminFiles.sort()).toEqual(
      ["admin.js", "config.yml", "content.json", "index.html", "preview.css"].map((file) => `${ADMIN_DIR}${file}`),
    );
  });

  it("no public page or script names or contains the screen's code", () => {
    const pages = builtHtmlFiles();
    expect(pages.length).toBeGreaterThan(50);
    const naming = pages.filter((file) => /\/admin\/|admin\.js|decap/i.test(readBuilt(file)));
    expect(naming).toEqual([]);
    const scripts = publicFiles.filter((file) => file.endsWith(".js") || file.endsWith(".json"));
    const carrying = scripts.filter((file) => /decap-cms|DecapCmsApp|netlify-cms/i.test(readBuilt(file)));
    expect(carrying).toEqual([]);
  });

  it("is kept out of search results and the sitemap", () => {
    expect(readBuilt(`${ADMIN_DIR}index.html`)).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    expect(headers("/admin/")["X-Robots-Tag"]).toBe("noindex, nofollow");
    const sitemaps = publicFiles.filter((file) => /^sitemap.*\.xml$/.test(file));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(readBuilt(file)).not.toMatch(/\/admin/);
    expect(readBuilt("robots.txt")).not.toMatch(/admin/);
  });

  it("has its own CSP: scripts only from the site, no inline script, no framing, no plugins", () => {
    const csp = headers("/admin/")["Content-Security-Policy"] ?? "";
    expect(csp.match(/default-src/g)).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
    expect(scriptSrc).toEqual(["'self'", ...cmsBackend().scriptSources, "'unsafe-eval'"]);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/base-uri 'self'/);
    expect(/<script(?![^>]*\bsrc=)[^>]*>/.test(readBuilt(`${ADMIN_DIR}index.html`))).toBe(false);
    // Every file of the screen is served with it (its script and config as well as its page)...
    expect(adminFiles.filter((file) => headers(`/${file}`)["Content-Security-Policy"] !== csp)).toEqual([]);
    // ...and the pages keep theirs: no page policy allows eval.
    expect(headers("/")["Content-Security-Policy"]).not.toMatch(/unsafe-eval/);
  });

  it("has the configuration generated from the content schemas, for the site's address", () => {
    const config = yaml.load(readBuilt(`${ADMIN_DIR}config.yml`)) as { site_url: string; collections: unknown[] };
    expect(config.site_url).toBe(process.env.SITE_URL ?? site.siteUrl.replace(/\/+$/, ""));
    expect(config.collections.length).toBeGreaterThan(10);
  });
});
