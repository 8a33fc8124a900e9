import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { pageHead } from "../components/layout/Seo/pageHead";
import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { ToolFaq } from "../components/tools/ToolNotes/ToolFaq";
import { Explanations, Methodology } from "../components/tools/ToolNotes/ToolNotes";
import { ToolPanel } from "../components/tools/ToolPanel/ToolPanel";
import { webApplicationLd } from "../lib/jsonLd";

// Every free tool's page is this view. Each tool has a template of its own (src/lib/routes.ts), which queries
// these fields and hands the view its tool, so a tool's page loads that tool's code and no other's.

export const toolPageFields = graphql`
  fragment ToolPageFields on ToolPage {
    seo {
      ...SeoFields
    }
    hero {
      ...HeroFields
    }
    tool {
      ...ToolPageAppFields
    }
    explanations {
      ...ToolPageExplanationsFields
    }
    methodology {
      ...ToolPageMethodologyFields
    }
    faq {
      ...ToolPageFaqFields
    }
    cta {
      ...CallToActionFields
    }
  }
`;

export type ToolPageData = Queries.ToolPageFieldsFragment;

/** A free tool's page: the tool first, then what its results mean, how it works, questions, and the call to action. */
export function ToolPageView({ page, children }: { page: ToolPageData; children: ReactNode }) {
  return (
    <>
      <Hero hero={page.hero} />
      <ToolPanel tool={page.tool}>{children}</ToolPanel>
      <Explanations section={page.explanations} />
      <Methodology section={page.methodology} />
      {page.faq && <ToolFaq section={page.faq} />}
      <CallToAction cta={page.cta} />
    </>
  );
}

/** The Head of every tool's page: its metadata, and the tool as a web application in structured data. */
export const ToolPageHead = pageHead<ToolPageData>({
  jsonLd: (page, { site, url }) => [
    {
      id: "ld-webapplication",
      data: webApplicationLd(site, {
        url,
        name: page.tool.name,
        description: page.seo.description,
        features: page.tool.features.map((feature) => feature.text),
      }),
    },
  ],
});
