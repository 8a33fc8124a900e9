import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo/Seo";
import { LegalView } from "./LegalView";
import { required } from "../lib/required";

// Legal pages come from markdown (content/legal/*.md): title and description
// are front matter rather than a `seo` object, so Head calls Seo directly.
export const query = graphql`
  query LegalPage($contentId: String!) {
    page: legalPage(contentId: { eq: $contentId }) {
      title
      description
      lastUpdated
      body
    }
  }
`;

export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  return <LegalView page={required(data.page, "a file in content/legal")} />;
}

export function Head({ data, location }: HeadProps<Queries.LegalPageQuery>) {
  const page = required(data.page, `content for ${location.pathname}`);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
}
