import { CallToAction } from "../CallToAction/CallToAction";
import { CaseCards } from "../CaseCards/CaseCards";
import { ClientStrip } from "../ClientStrip/ClientStrip";
import { Hero } from "../Hero/Hero";
import { ProcessSteps } from "../ProcessSteps/ProcessSteps";
import { Section } from "../Section/Section";
import { ServiceCards } from "../ServiceCards/ServiceCards";
import { SiteLink } from "../SiteLink/SiteLink";
import { StatGrid } from "../StatGrid/StatGrid";
import { Testimonials } from "../Testimonials/Testimonials";
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
