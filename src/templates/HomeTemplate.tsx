import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { required } from "../lib/required";
import { HomeView, type HomePageData } from "./HomeView";

export const query = graphql`
  query HomePage($contentId: String!) {
    page: homePage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
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

export default function HomeTemplate({ data }: PageProps<Queries.HomePageQuery>) {
  return <HomeView page={required(data.page, "content/pages/home.json")} />;
}

export const Head = pageHead<HomePageData>();
