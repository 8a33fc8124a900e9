import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { AboutView, type AboutPageData } from "./AboutView";
import { required } from "../lib/required";

export const query = graphql`
  query AboutPage($contentId: String!) {
    page: aboutPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      mission {
        eyebrow
        title
        lead
        paragraphs
      }
      values {
        eyebrow
        title
        lead
        items {
          ...FeatureFields
        }
      }
      stats {
        ...StatSectionFields
      }
      team {
        eyebrow
        title
        lead
        members {
          ...TeamMemberFields
        }
      }
      timeline {
        eyebrow
        title
        lead
        items {
          ...TimelineItemFields
        }
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function AboutTemplate({ data }: PageProps<Queries.AboutPageQuery>) {
  return <AboutView page={required(data.page, "content/pages/about.json")} />;
}

export const Head = pageHead<AboutPageData>({ pageType: "AboutPage" });
