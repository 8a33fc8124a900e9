import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ComparisonView, type ComparisonPageData } from "./ComparisonView";
import { required } from "../lib/required";

export const query = graphql`
  query ComparisonPage($contentId: String!) {
    page: comparisonPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      bottomLine {
        ...SideBySideFields
      }
      comparison {
        ...ComparisonSectionFields
      }
      whenToChoose {
        ...SideBySideFields
      }
      costBreakdown {
        ...CostBreakdownFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function ComparisonTemplate({ data }: PageProps<Queries.ComparisonPageQuery>) {
  return <ComparisonView page={required(data.page, "content/pages/in-house-vs-agency.json")} />;
}

export const Head = pageHead<ComparisonPageData>();
