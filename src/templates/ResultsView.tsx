import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { CaseStudyCard } from "../components/sections/CaseStudyCard/CaseStudyCard";
import { Hero } from "../components/sections/Hero/Hero";
import { IndustryChart } from "../components/sections/IndustryChart/IndustryChart";
import { introOf, Section } from "../components/ui/Section/Section";
import { ProofPanel } from "../components/sections/ProofPanel/ProofPanel";
import * as styles from "./CompanyViews.module.scss";

export type ResultsPageData = NonNullable<Queries.ResultsPageQuery["page"]>;

export function ResultsView({ page }: { page: ResultsPageData }) {
  const { caseStudies, industries } = page;
  return (
    <>
      <Hero hero={page.hero} aside={<ProofPanel section={page.stats} id="at-a-glance" />} />
      <Section {...introOf(caseStudies, { id: "case-studies", count: caseStudies.items.length })}>
        <ul className={styles.stack}>
          {caseStudies.items.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </Section>
      <Section {...introOf(industries, { id: "industries" })} tone="alt">
        <IndustryChart items={industries.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
