import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeSecurityHeaders } from "./securityHeaders";

// robots.txt needs the absolute sitemap address, which follows SITE_URL, so it
// is written after the build rather than kept in static/. _headers hashes the
// inline scripts of the final HTML, so it can only be written now too.
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
  const publicDir = path.join(process.cwd(), "public");
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots);
  writeSecurityHeaders(publicDir, (message) => reporter.warn(message));
};
