import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { CaseStudyCard } from "../components/sections/CaseStudyCard/CaseStudyCard";
import { Hero } from "../components/sections/Hero/Hero";
import { IndustryTiles } from "../components/sections/IndustryTiles/IndustryTiles";
import { Section } from "../components/ui/Section/Section";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";
import * as styles from "./CompanyViews.module.scss";

export type ResultsPageData = NonNullable<Queries.ResultsPageQuery["page"]>;

export function ResultsView({ page }: { page: ResultsPageData }) {
  const { caseStudies, industries } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <StatGrid section={page.stats} id="at-a-glance" />
      <Section title={caseStudies.title} eyebrow={caseStudies.eyebrow} lead={caseStudies.lead} id="case-studies">
        <ul className={styles.stack}>
          {caseStudies.items.map((study) => (
            <li key={study.company}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={industries.title} eyebrow={industries.eyebrow} lead={industries.lead} id="industries" tone="alt">
        <IndustryTiles items={industries.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
