import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { ToolFaq } from "../components/tools/ToolNotes/ToolFaq";
import { Explanations, Methodology } from "../components/tools/ToolNotes/ToolNotes";
import { ToolPanel } from "../components/tools/ToolPanel/ToolPanel";

export type ToolPageData = NonNullable<Queries.ToolPageQuery["page"]>;

/** A free tool's page: the tool first, then what its results mean, how it works, questions, and the call to action. */
export function ToolPageView({ page }: { page: ToolPageData }) {
  return (
    <>
      <Hero hero={page.hero} />
      <ToolPanel slug={page.slug} tool={page.tool} />
      <Explanations section={page.explanations} />
      <Methodology section={page.methodology} />
      {page.faq && <ToolFaq section={page.faq} />}
      <CallToAction cta={page.cta} />
    </>
  );
}
