// gatsby-plugin-sitemap lists every page but aliases (their canonical is the primary path) and noindex pages,
// which createPages marks in their context.

interface SitemapPage {
  path: string;
  pageContext?: { alias?: boolean; noindex?: boolean } | null;
}

export const sitemapQuery = `
  {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
  }
`;

export function sitemapPages({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }): SitemapPage[] {
  return allSitePage.nodes.filter((page) => !page.pageContext?.alias && !page.pageContext?.noindex);
}
