import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { siteContent } from "./gatsby/content/readContent";
import { sitemapEntry, sitemapPages, sitemapQuery } from "./gatsby/sitemap";
import { applyPreviewSettings } from "./src/lib/preview";
import { contentTypeFor } from "./src/lib/schema";

// A preview of a draft branch reads its own settings (PREVIEW_LEADS_ENDPOINT…) in place of the live site's, so it
// sends leads and measurements nowhere unless told: first, before anything reads them (src/lib/preview.ts).
applyPreviewSettings();

// SITE_URL lets a preview or staging deploy point canonicals and the sitemap at itself.
const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // One policy for links, canonicals and the sitemap: see src/lib/urls.ts.
  trailingSlash: "always",
  // React 17+'s JSX transform: components need no \`import React\`, as tsconfig's "jsx": "react-jsx" says.
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // No gatsby-plugin-preact: React renders the pages at build time and no page hydrates as a whole. Only the
    // islands hydrate, each with Preact from a bundle of its own (src/lib/islands, gatsby/islands); the plugin
    // would hydrate the whole page in one long task. Figures in the README, "Speed and page weight".
    {
      resolve: "gatsby-plugin-sass",
      options: {
        // gatsby-plugin-sass still calls Sass's legacy API; the warning is about the plugin, not our styles.
        sassOptions: { silenceDeprecations: ["legacy-js-api"] },
        // A module's classes are named "nav-1a2b3" (gatsby/islands/cssModuleNames.ts), not Gatsby's
        // "Header-module--nav--1a2b3", and by the same function in the islands' build.
      },
    },
    // No gatsby-plugin-image: gatsby-transformer-sharp resolves gatsbyImageData on its own, and the plugin would
    // add an inline script and styles to every page for GatsbyImage. src/components/ui/Picture renders images.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "content",
        path: `${__dirname}/content`,
        // An article dated after the build's day never becomes a node: no query can list it (src/lib/scheduling.ts).
        ignore: ["**/README.md", ...siteContent().scheduled.map(({ file }) => `${__dirname}/content/${file}`)],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      // Node types come from the content registry, e.g. pages/home.json → HomePage.
      options: {
        typeName: ({ node }: { node: { relativePath: string } }) =>
          contentTypeFor(node.relativePath) ?? "UnregisteredJson",
      },
    },
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: sitemapQuery,
        resolvePages: sitemapPages,
        serialize: (page: Parameters<typeof sitemapEntry>[0]) => sitemapEntry(page, siteUrl),
      },
    },
  ],
};

export default config;
