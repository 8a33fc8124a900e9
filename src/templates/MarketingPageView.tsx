import { Breadcrumbs } from "../components/layout/Breadcrumbs/Breadcrumbs";
import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { CaseStudyStories } from "../components/sections/CaseStudyStory/CaseStudyStory";
import { ChallengeList } from "../components/sections/ChallengeList/ChallengeList";
import { DetailCardSection } from "../components/sections/DetailCards/DetailCards";
import { FaqList } from "../components/sections/FaqList/FaqList";
import { FeatureSection } from "../components/sections/FeatureGrid/FeatureSection";
import { Hero } from "../components/sections/Hero/Hero";
import { HiddenSummary } from "../components/ui/HiddenSummary/HiddenSummary";
import { KeywordTable } from "../components/sections/KeywordTable/KeywordTable";
import { ProcessSteps } from "../components/sections/ProcessSteps/ProcessSteps";
import { ReviewedNote } from "../components/ui/ReviewedNote/ReviewedNote";
import { AlternatingTones } from "../components/ui/Section/AlternatingTones";
import { Container } from "../components/ui/Section/Section";
import { ServiceOfferSection } from "../components/sections/ServiceCards/ServiceOfferSection";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";
import { TextListSection } from "../components/sections/TextList/TextList";
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
