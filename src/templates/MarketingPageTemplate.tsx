import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { servicePageLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { faqsOf, MarketingPageView, type MarketingPageData } from "./MarketingPageView";

export const query = graphql`
  query MarketingPage($contentId: String!) {
    page: marketingPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      serviceType
      lastReviewed
      hiddenSummary {
        ...HiddenSummaryFields
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

export default function MarketingPageTemplate({
  data,
  pageContext,
}: PageProps<Queries.MarketingPageQuery, { contentId: string }>) {
  const page = required(data.page, `content/${pageContext.contentId}.json`);
  return <MarketingPageView page={page} />;
}

export const Head = pageHead<MarketingPageData>({
  jsonLd: (page, { site, url }) =>
    servicePageLd(site.siteUrl, {
      url,
      name: page.seo.title,
      description: page.seo.description,
      serviceType: page.serviceType,
      faqs: faqsOf(page.sections),
    }),
});
