import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { required } from "../lib/required";
import { LandingPageView, type LandingPageData } from "./LandingPageView";
import { pageOfPath } from "../lib/experiments";

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
    document: download(offer: { eq: $contentId }) {
      kind
      category
      chapters
      ...DownloadFileFields
    }
  }
`;

export default function LandingPageTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.LandingPageQuery, { contentId: string }>) {
  const page = required(data.page, `content/${pageContext.contentId}.json`);
  // The content check has made sure every landing page's document exists.
  const document = required(data.document, `content/documents/${pageContext.contentId.replace(/^.*\//, "")}.md`);
  return <LandingPageView page={page} document={document} pathname={pageOfPath(location.pathname).page} />;
}

export const Head = pageHead<LandingPageData>();
