import { graphql, type PageProps } from "gatsby";
import { SeoEstimatorIsland } from "../islands/seo-estimator";
import { required } from "../lib/required";
import { ToolPageHead, ToolPageView } from "./ToolPageView";

export const query = graphql`
  query SeoEstimatorPage($contentId: String!) {
    page: toolPage(contentId: { eq: $contentId }) {
      ...ToolPageFields
    }
  }
`;

export default function SeoEstimatorTemplate({
  data,
  pageContext,
}: PageProps<Queries.SeoEstimatorPageQuery, { contentId: string }>) {
  return (
    <ToolPageView page={required(data.page, `content/${pageContext.contentId}.json`)}>
      <SeoEstimatorIsland />
    </ToolPageView>
  );
}

export const Head = ToolPageHead;
