import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { required } from "../lib/required";
import { LandingPageView, type LandingPageData } from "./LandingPageView";

export const query = graphql`
  query LandingPage($contentId: String!) {
    page: landingPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      guide {
        name
        formLead
      }
      included {
        ...TextListSectionFields
      }
      sections {
        ...PageSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function LandingPageTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.LandingPageQuery, { contentId: string }>) {
  const page = required(data.page, `content/${pageContext.contentId}.json`);
  return <LandingPageView page={page} pathname={location.pathname} />;
}

export const Head = pageHead<LandingPageData>();
