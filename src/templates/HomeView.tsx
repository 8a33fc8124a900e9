import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { CaseCards } from "../components/sections/CaseCards/CaseCards";
import { ClientStrip } from "../components/sections/ClientStrip/ClientStrip";
import { Hero } from "../components/sections/Hero/Hero";
import { ProcessSteps } from "../components/sections/ProcessSteps/ProcessSteps";
import { Section } from "../components/ui/Section/Section";
import { ServiceCards } from "../components/sections/ServiceCards/ServiceCards";
import { SiteLink } from "../components/ui/SiteLink/SiteLink";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";
import { Testimonials } from "../components/sections/Testimonials/Testimonials";
import * as styles from "./views.module.scss";

export type HomePageData = NonNullable<Queries.HomePageQuery["page"]>;

export function HomeView({ page }: { page: HomePageData }) {
  const { services, caseStudies, testimonials } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <ClientStrip strip={page.clients} />
      <StatGrid section={page.stats} />
      <Section title={services.title} eyebrow={services.eyebrow} lead={services.lead} id="services">
        <ServiceCards items={services.items} />
      </Section>
      <Section title={caseStudies.title} eyebrow={caseStudies.eyebrow} lead={caseStudies.lead} tone="alt">
        <CaseCards items={caseStudies.items} />
        {caseStudies.link && (
          <p className={styles.moreLink}>
            <SiteLink href={caseStudies.link.href}>{caseStudies.link.label}</SiteLink>
          </p>
        )}
      </Section>
      <ProcessSteps section={page.process} />
      <Section title={testimonials.title} eyebrow={testimonials.eyebrow} lead={testimonials.lead}>
        <Testimonials items={testimonials.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
