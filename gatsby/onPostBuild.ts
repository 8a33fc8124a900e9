import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

// robots.txt needs the absolute sitemap address, which follows SITE_URL, so it
// is written after the build rather than kept in static/.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    `{ site { siteMetadata { siteUrl } } }`,
  );
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) throw new Error("siteMetadata.siteUrl is missing");
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  fs.writeFileSync(path.join(process.cwd(), "public", "robots.txt"), robots);
};
