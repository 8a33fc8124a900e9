import { graphql, type PageProps } from "gatsby";
import { LandingPageAnalyzerIsland } from "../islands/landing-page-analyzer";
import { required } from "../lib/required";
import { ToolPageHead, ToolPageView } from "./ToolPageView";

export const query = graphql`
  query LandingPageAnalyzerPage($contentId: String!) {
    page: toolPage(contentId: { eq: $contentId }) {
      ...ToolPageFields
    }
  }
`;

export default function LandingPageAnalyzerTemplate({
  data,
  pageContext,
}: PageProps<Queries.LandingPageAnalyzerPageQuery, { contentId: string }>) {
  return (
    <ToolPageView page={required(data.page, `content/${pageContext.contentId}.json`)}>
      <LandingPageAnalyzerIsland />
    </ToolPageView>
  );
}

export const Head = ToolPageHead;
