import { CircleCheck } from "lucide-react";
import { useSiteFacts } from "../hooks/useSiteFacts";
import { FigureDefinition } from "../components/company/FigureDefinition/FigureDefinition";
import { Hero } from "../components/sections/Hero/Hero";
import { introOf, Section } from "../components/ui/Section/Section";
import { templateSections } from "../lib/anchors";
import * as styles from "./CompanyViews.module.scss";

export type HowWeCountPageData = NonNullable<Queries.HowWeCountPageQuery["page"]>;

/**
 * /results/how-we-count: every headline figure of site.json, group by group in the content's order, each anchored
 * by its id (every place a figure is shown links here), then the evidence we keep for them.
 */
export function HowWeCountView({ page }: { page: HowWeCountPageData }) {
  const site = useSiteFacts();
  return (
    <>
      <Hero hero={page.hero} />
      {page.groups.map((group, index) => (
        <Section key={group.group} {...introOf(group, { id: group.group })} tone={index % 2 === 0 ? "plain" : "alt"}>
          <ul className={styles.definitions}>
            {site.figures
              .filter((figure) => figure.group === group.group)
              .map((figure) => (
                <li key={figure.id}>
                  <FigureDefinition figure={figure} />
                </li>
              ))}
          </ul>
        </Section>
      ))}
      <Section {...introOf(page.evidence, { id: templateSections.HowWeCountTemplate.evidence })}>
        <ul className={styles.evidence}>
          {page.evidence.points.map((point) => (
            <li key={point}>
              <CircleCheck aria-hidden="true" size={20} />
              {point}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
