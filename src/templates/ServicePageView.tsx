import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { CaseStudyStories } from "../components/sections/CaseStudyStory/CaseStudyStory";
import { ChallengeList } from "../components/sections/ChallengeList/ChallengeList";
import { DetailCardSection } from "../components/sections/DetailCards/DetailCards";
import { FaqList } from "../components/sections/FaqList/FaqList";
import { FeatureSection } from "../components/sections/FeatureGrid/FeatureSection";
import { Hero } from "../components/sections/Hero/Hero";
import { HiddenSummary } from "../components/ui/HiddenSummary/HiddenSummary";
import { ProcessSteps } from "../components/sections/ProcessSteps/ProcessSteps";
import { AlternatingTones } from "../components/ui/Section/AlternatingTones";
import { ServiceOfferSection } from "../components/sections/ServiceCards/ServiceOfferSection";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";
import { TextListSection } from "../components/sections/TextList/TextList";

export type ServicePageData = NonNullable<Queries.ServicePageQuery["page"]>;

/** Service, agency and lead-generation pages: every optional section appears only when the content has it. */
export function ServicePageView({ page }: { page: ServicePageData }) {
  return (
    <>
      <Hero hero={page.hero} />
      {page.hiddenSummary && <HiddenSummary summary={page.hiddenSummary} />}
      <AlternatingTones>
        {page.stats && <StatGrid section={page.stats} id="metrics" tone="dark" />}
        {page.problem && <ChallengeList section={page.problem} id="problem" />}
        {page.services && <ServiceOfferSection section={page.services} id="services" />}
        {page.platforms && <DetailCardSection section={page.platforms} id="platforms" />}
        {page.campaignTypes && <DetailCardSection section={page.campaignTypes} id="campaign-types" />}
        {page.strategies && <DetailCardSection section={page.strategies} id="strategies" />}
        {page.contentTypes && <DetailCardSection section={page.contentTypes} id="content-types" />}
        {page.optimisationAreas && <DetailCardSection section={page.optimisationAreas} id="optimisation-areas" />}
        {page.technologies && <TextListSection section={page.technologies} id="technology" variant="tiles" />}
        {page.automations && <DetailCardSection section={page.automations} id="automations" />}
        {page.emailTypes && <DetailCardSection section={page.emailTypes} id="email-types" />}
        {page.emailPlatforms && <DetailCardSection section={page.emailPlatforms} id="email-platforms" />}
        {page.caseStudies && <CaseStudyStories section={page.caseStudies} />}
        {page.industries && <TextListSection section={page.industries} id="industries" variant="tiles" />}
        {page.whyChoose && <FeatureSection section={page.whyChoose} id="why-choose" />}
        {page.process && <ProcessSteps section={page.process} id="process" />}
        {page.averageResults && <StatGrid section={page.averageResults} id="average-results" tone="dark" />}
        {page.whatYouGet && <TextListSection section={page.whatYouGet} id="what-you-get" />}
        {page.guarantees && <FeatureSection section={page.guarantees} id="guarantees" />}
        {page.faq && <FaqList section={page.faq} />}
      </AlternatingTones>
      <CallToAction cta={page.cta} />
    </>
  );
}
