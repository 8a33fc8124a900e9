import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { IndustryPageView, type IndustryPageData } from "./IndustryPageView";
import { servicePageLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query IndustryPage($contentId: String!) {
    page: industryPage(contentId: { eq: $contentId }) {
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
      stats {
        ...StatSectionFields
      }
      subPages {
        ...ServiceOfferSectionFields
      }
      services {
        ...DetailCardSectionFields
      }
      keywords {
        ...KeywordSectionFields
      }
      challenges {
        ...ChallengeSectionFields
      }
      specialties {
        ...TextListSectionFields
      }
      caseStudies {
        ...CaseStudyStorySectionFields
      }
      whyChoose {
        ...FeatureSectionFields
      }
      process {
        ...ProcessSectionFields
      }
      faq {
        ...PageFaqSectionFields
      }
      cta {
        ...CallToActionFields
      }
    }
  }
`;

export default function IndustryPageTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.IndustryPageQuery, { contentId: string }>) {
  const page = required(data.page, `industry-pages/${pageContext.contentId}.json`);
  return <IndustryPageView page={page} pathname={location.pathname} />;
}

export const Head = pageHead<IndustryPageData>({
  jsonLd: (page, { site, url }) =>
    servicePageLd(site.siteUrl, {
      url,
      name: page.seo.title,
      description: page.seo.description,
      serviceType: page.serviceType,
      faqs: page.faq?.items,
    }),
});
