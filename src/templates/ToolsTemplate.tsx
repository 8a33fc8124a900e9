import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ToolsView, type ToolsPageData } from "./ToolsView";
import { itemListLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { pathIn } from "../lib/routes";
import { canonicalUrl } from "../lib/urls";

export const query = graphql`
  query ToolsPage($contentId: String!) {
    page: toolsPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      freeTools {
        eyebrow
        title
        lead
        items {
          ...FreeToolFields
        }
      }
      toolStack {
        eyebrow
        title
        lead
        disclosure
        categories {
          ...ToolCategoryFields
        }
      }
      setupHelp {
        eyebrow
        title
        lead
        items {
          ...SetupHelpCardFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function ToolsTemplate({ data }: PageProps<Queries.ToolsPageQuery>) {
  return <ToolsView page={required(data.page, "content/pages/tools.json")} />;
}

export const Head = pageHead<ToolsPageData>({
  pageType: "CollectionPage",
  jsonLd: (page, { site, url }) => [
    {
      id: "ld-free-tools",
      data: itemListLd(
        url,
        "free-tools",
        page.freeTools.title,
        page.freeTools.items.map((tool) => ({
          name: tool.card.title,
          description: tool.card.description,
          url: canonicalUrl(site.siteUrl, pathIn("tools", tool.slug)),
        })),
      ),
    },
  ],
});
