import { graphql, type PageProps } from "gatsby";
import { AdsGraderIsland } from "../islands/ads-grader";
import { required } from "../lib/required";
import { ToolPageHead, ToolPageView } from "./ToolPageView";

export const query = graphql`
  query AdsGraderPage($contentId: String!) {
    page: toolPage(contentId: { eq: $contentId }) {
      ...ToolPageFields
    }
  }
`;

export default function AdsGraderTemplate({
  data,
  pageContext,
}: PageProps<Queries.AdsGraderPageQuery, { contentId: string }>) {
  return (
    <ToolPageView page={required(data.page, `content/${pageContext.contentId}.json`)}>
      <AdsGraderIsland />
    </ToolPageView>
  );
}

export const Head = ToolPageHead;
