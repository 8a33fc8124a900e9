import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { required } from "../lib/required";
import { HowWeCountView, type HowWeCountPageData } from "./HowWeCountView";

export const query = graphql`
  query HowWeCountPage($contentId: String!) {
    page: howWeCountPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      groups {
        group
        eyebrow
        title
        lead
      }
      evidence {
        eyebrow
        title
        lead
        points
      }
    }
  }
`;

export default function HowWeCountTemplate({ data }: PageProps<Queries.HowWeCountPageQuery>) {
  return <HowWeCountView page={required(data.page, "content/pages/how-we-count.json")} />;
}

export const Head = pageHead<HowWeCountPageData>();
