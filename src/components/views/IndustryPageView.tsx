import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs";
import { CallToAction } from "../CallToAction/CallToAction";
import { CaseStudyStories } from "../CaseStudyStory/CaseStudyStory";
import { ChallengeList } from "../ChallengeList/ChallengeList";
import { DetailCardSection } from "../DetailCards/DetailCards";
import { FaqList } from "../FaqList/FaqList";
import { FeatureSection } from "../FeatureGrid/FeatureSection";
import { Hero } from "../Hero/Hero";
import { HiddenSummary } from "../HiddenSummary/HiddenSummary";
import { KeywordTable } from "../KeywordTable/KeywordTable";
import { ProcessSteps } from "../ProcessSteps/ProcessSteps";
import { ReviewedNote } from "../ReviewedNote/ReviewedNote";
import { AlternatingTones } from "../Section/AlternatingTones";
import { Container } from "../Section/Section";
import { ServiceOfferSection } from "../ServiceCards/ServiceOfferSection";
import { StatGrid } from "../StatGrid/StatGrid";
import { TextListSection } from "../TextList/TextList";
import * as styles from "./views.module.scss";

export type IndustryPageData = NonNullable<Queries.IndustryPageQuery["page"]>;

/** Industry hubs and their sub-pages; the breadcrumb comes from the route table, like its JSON-LD. */
export function IndustryPageView({ page, pathname }: { page: IndustryPageData; pathname: string }) {
  return (
    <>
      <div className={styles.crumbBar}>
        <Container>
          <Breadcrumbs pathname={pathname} />
        </Container>
      </div>
      <Hero hero={page.hero} />
      {page.lastReviewed && <ReviewedNote date={page.lastReviewed} />}
      {page.hiddenSummary && <HiddenSummary summary={page.hiddenSummary} />}
      <AlternatingTones>
        {page.stats && <StatGrid section={page.stats} id="metrics" tone="dark" />}
        {page.subPages && <ServiceOfferSection section={page.subPages} id="services-overview" />}
        {page.services && <DetailCardSection section={page.services} id="services" />}
        {page.keywords && <KeywordTable section={page.keywords} id="keywords" />}
        {page.challenges && <ChallengeList section={page.challenges} id="challenges" />}
        {page.specialties && <TextListSection section={page.specialties} id="specialties" variant="tiles" />}
        {page.caseStudies && <CaseStudyStories section={page.caseStudies} id="success-story" />}
        {page.whyChoose && <FeatureSection section={page.whyChoose} id="why-choose" />}
        {page.process && <ProcessSteps section={page.process} id="process" />}
        {page.faq && <FaqList section={page.faq} />}
      </AlternatingTones>
      <CallToAction cta={page.cta} />
    </>
  );
}
