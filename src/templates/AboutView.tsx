import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { FeatureGrid } from "../components/sections/FeatureGrid/FeatureGrid";
import { Hero } from "../components/sections/Hero/Hero";
import { introOf, Section } from "../components/ui/Section/Section";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";
import { TeamGrid } from "../components/sections/TeamGrid/TeamGrid";
import { Timeline } from "../components/sections/Timeline/Timeline";
import { templateSections } from "../lib/anchors";
import * as styles from "./views.module.scss";

export type AboutPageData = NonNullable<Queries.AboutPageQuery["page"]>;

const anchors = templateSections.AboutTemplate;

export function AboutView({ page }: { page: AboutPageData }) {
  const { mission, values, team, timeline } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(mission, { id: anchors.mission })}>
        <div className={styles.prose}>
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section {...introOf(values, { id: anchors.values })} tone="alt">
        <FeatureGrid items={values.items} />
      </Section>
      <StatGrid section={page.stats} />
      <Section {...introOf(team, { id: anchors.team })}>
        <TeamGrid members={team.members} />
      </Section>
      <Section {...introOf(timeline, { id: anchors.story })} tone="alt">
        <Timeline items={timeline.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
