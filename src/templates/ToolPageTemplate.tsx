import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ToolPageView, type ToolPageData } from "./ToolPageView";
import { webApplicationLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query ToolPage($contentId: String!) {
    page: toolPage(contentId: { eq: $contentId }) {
      slug
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      tool {
        ...ToolPageAppFields
      }
      explanations {
        ...ToolPageExplanationsFields
      }
      methodology {
        ...ToolPageMethodologyFields
      }
      faq {
        ...ToolPageFaqFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function ToolPageTemplate({
  data,
  pageContext,
}: PageProps<Queries.ToolPageQuery, { contentId: string }>) {
  return <ToolPageView page={required(data.page, `content/${pageContext.contentId}.json`)} />;
}

export const Head = pageHead<ToolPageData>({
  jsonLd: (page, { site, url }) => [
    {
      id: "ld-webapplication",
      data: webApplicationLd(site, {
        url,
        name: page.tool.name,
        description: page.seo.description,
        features: page.tool.features,
      }),
    },
  ],
});
