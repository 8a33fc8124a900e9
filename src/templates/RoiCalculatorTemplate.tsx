import { graphql, type PageProps } from "gatsby";
import { RoiCalculatorIsland } from "../islands/roi-calculator";
import { required } from "../lib/required";
import { ToolPageHead, ToolPageView } from "./ToolPageView";

export const query = graphql`
  query RoiCalculatorPage($contentId: String!) {
    page: toolPage(contentId: { eq: $contentId }) {
      ...ToolPageFields
    }
  }
`;

export default function RoiCalculatorTemplate({
  data,
  pageContext,
}: PageProps<Queries.RoiCalculatorPageQuery, { contentId: string }>) {
  return (
    <ToolPageView page={required(data.page, `content/${pageContext.contentId}.json`)}>
      <RoiCalculatorIsland />
    </ToolPageView>
  );
}

export const Head = ToolPageHead;
