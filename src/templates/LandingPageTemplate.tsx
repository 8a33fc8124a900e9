import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { LandingPageView, type LandingPageData } from "./LandingPageView";
import { required } from "../lib/required";

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
      perfectFor {
        ...TextListSectionFields
      }
      testimonials {
        eyebrow
        title
        lead
        items {
          ...TestimonialFields
        }
      }
      stats {
        ...StatSectionFields
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
  const page = required(data.page, `landing-pages/${pageContext.contentId}.json`);
  return <LandingPageView page={page} pathname={location.pathname} />;
}

export const Head = pageHead<LandingPageData>();
