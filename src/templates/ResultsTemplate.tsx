import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ResultsView, type ResultsPageData } from "./ResultsView";
import { caseStudyListLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query ResultsPage($contentId: String!) {
    page: resultsPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      stats {
        ...StatSectionFields
      }
      caseStudies {
        eyebrow
        title
        lead
        items {
          ...CaseStudyFields
        }
      }
      industries {
        eyebrow
        title
        lead
        items {
          ...IndustryTileFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function ResultsTemplate({ data }: PageProps<Queries.ResultsPageQuery>) {
  return <ResultsView page={required(data.page, "content/pages/results.json")} />;
}

export const Head = pageHead<ResultsPageData>({
  pageType: "CollectionPage",
  jsonLd: (page, { url }) => [
    {
      id: "ld-case-studies",
      data: caseStudyListLd(
        url,
        page.caseStudies.title,
        page.caseStudies.items.map((study) => ({
          company: study.client.name,
          industry: study.client.industry,
          challenge: study.challenge,
        })),
      ),
    },
  ],
});
