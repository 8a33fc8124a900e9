import { pageFacts, type PageFacts } from "./pageFacts";

// gatsby-plugin-sitemap's options. It lists every page but aliases (their canonical is the primary path) and
// noindex pages, which createPages marks in their context. Each URL carries only what is true of it: lastmod,
// when its content last changed (gatsby/pageFacts.ts), and an article's cover as an image entry. No changefreq
// or priority: the plugin's defaults (daily, 0.7) would say the same of every page, which says nothing.

interface SitemapPage {
  path: string;
  pageContext?: { contentId?: string; alias?: boolean; noindex?: boolean } | null;
}

interface SitemapData {
  allSitePage: { nodes: SitemapPage[] };
  covers: { nodes: Array<{ contentId: string; frontmatter: { image: Cover | null } }> };
}

interface Cover {
  childImageSharp: { share: { src: string } | null } | null;
}

// The cover's size is the share image BlogPostTemplate's Head asks for (og:image), so this asks for the same file.
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
    covers: allMarkdownRemark(filter: { contentType: { eq: "BlogPost" } }) {
      nodes {
        contentId
        frontmatter {
          image {
            childImageSharp {
              share: resize(width: 1200, height: 630, cropFocus: CENTER) {
                src
              }
            }
          }
        }
      }
    }
  }
`;

interface ListedPage extends SitemapPage {
  facts?: PageFacts;
  image?: string;
}

export function sitemapPages(data: SitemapData, facts = pageFacts()): ListedPage[] {
  const covers = new Map(
    data.covers.nodes.map((node) => [node.contentId, node.frontmatter.image?.childImageSharp?.share?.src]),
  );
  return data.allSitePage.nodes
    .filter((page) => !page.pageContext?.alias && !page.pageContext?.noindex)
    .map((page) => {
      const contentId = page.pageContext?.contentId;
      return {
        ...page,
        facts: contentId ? facts.get(contentId) : undefined,
        image: contentId && covers.get(contentId),
      };
    });
}

export function sitemapEntry(page: ListedPage, siteUrl: string) {
  return {
    url: page.path,
    ...(page.facts && { lastmod: page.facts.lastmod }),
    ...(page.image && { img: [{ url: new URL(page.image, siteUrl).href }] }),
  };
}
