import { graphql, type PageProps } from "gatsby";
import { pageHead } from "../components/layout/Seo/pageHead";
import { ServicePageView, type ServicePageData } from "./ServicePageView";
import { servicePageLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query ServicePage($contentId: String!) {
    page: servicePage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      serviceType
      hiddenSummary {
        ...HiddenSummaryFields
      }
      hero {
        ...HeroFields
      }
      stats {
        ...StatSectionFields
      }
      problem {
        ...ChallengeSectionFields
      }
      services {
        ...ServiceOfferSectionFields
      }
      platforms {
        ...DetailCardSectionFields
      }
      campaignTypes {
        ...DetailCardSectionFields
      }
      strategies {
        ...DetailCardSectionFields
      }
      contentTypes {
        ...DetailCardSectionFields
      }
      optimisationAreas {
        ...DetailCardSectionFields
      }
      technologies {
        ...TextListSectionFields
      }
      automations {
        ...DetailCardSectionFields
      }
      emailTypes {
        ...DetailCardSectionFields
      }
      emailPlatforms {
        ...DetailCardSectionFields
      }
      caseStudies {
        ...CaseStudyStorySectionFields
      }
      industries {
        ...TextListSectionFields
      }
      whyChoose {
        ...FeatureSectionFields
      }
      process {
        ...ProcessSectionFields
      }
      averageResults {
        ...StatSectionFields
      }
      whatYouGet {
        ...TextListSectionFields
      }
      guarantees {
        ...FeatureSectionFields
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

export default function ServicePageTemplate({
  data,
  pageContext,
}: PageProps<Queries.ServicePageQuery, { contentId: string }>) {
  return <ServicePageView page={required(data.page, `service-pages/${pageContext.contentId}.json`)} />;
}

export const Head = pageHead<ServicePageData>({
  jsonLd: (page, { site, url }) =>
    servicePageLd(site.siteUrl, {
      url,
      name: page.seo.title,
      description: page.seo.description,
      serviceType: page.serviceType,
      faqs: page.faq?.items,
    }),
});
