import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { HomeView, type HomePageData } from "./HomeView";
import { required } from "../lib/required";

export const query = graphql`
  query HomePage($contentId: String!) {
    page: homePage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      clients {
        ...ClientStripFields
      }
      stats {
        ...StatSectionFields
      }
      services {
        eyebrow
        title
        lead
        items {
          ...ServiceCardFields
        }
      }
      caseStudies {
        eyebrow
        title
        lead
        items {
          ...CaseCardFields
        }
        link {
          label
          href
        }
      }
      process {
        ...ProcessSectionFields
      }
      testimonials {
        eyebrow
        title
        lead
        items {
          ...TestimonialFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function HomeTemplate({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomeView page={required(data.page, "pages/home.json")} />;
}

export const Head = pageHead<HomePageData>();
