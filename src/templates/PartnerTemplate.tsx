import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { PartnerView, type PartnerPageData } from "./PartnerView";
import { required } from "../lib/required";

export const query = graphql`
  query PartnerPage($contentId: String!) {
    page: partnerPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      benefits {
        ...FeatureSectionFields
      }
      types {
        eyebrow
        title
        lead
        apply {
          label
          href
        }
        items {
          ...PartnerTypeFields
        }
      }
      process {
        ...ProcessSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function PartnerTemplate({ data }: PageProps<Queries.PartnerPageQuery>) {
  return <PartnerView page={required(data.page, "content/pages/partner-program.json")} />;
}

export const Head = pageHead<PartnerPageData>();
