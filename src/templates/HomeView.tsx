import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { SectionList } from "../components/sections/SectionList/SectionList";

export type HomePageData = NonNullable<Queries.HomePageQuery["page"]>;

/** The home page: the hero, the sections in their content file's order, and a closing call to action. */
export function HomeView({ page }: { page: HomePageData }) {
  return (
    <>
      <Hero hero={page.hero} />
      <SectionList sections={page.sections} />
      <CallToAction cta={page.cta} />
    </>
  );
}
