import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { FreeToolCards } from "../components/library/ResourceCards/FreeToolCards";
import { Section } from "../components/ui/Section/Section";
import { SetupHelpCards } from "../components/library/ToolStack/SetupHelpCards";
import { ToolStack } from "../components/library/ToolStack/ToolStack";

export type ToolsPageData = NonNullable<Queries.ToolsPageQuery["page"]>;

export function ToolsView({ page }: { page: ToolsPageData }) {
  const { freeTools, toolStack, setupHelp } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section title={freeTools.title} eyebrow={freeTools.eyebrow} lead={freeTools.lead} id="free-tools">
        <FreeToolCards items={freeTools.items} />
      </Section>
      <Section title={toolStack.title} eyebrow={toolStack.eyebrow} lead={toolStack.lead} id="tool-stack" tone="alt">
        <ToolStack categories={toolStack.categories} disclosure={toolStack.disclosure} />
      </Section>
      <Section title={setupHelp.title} eyebrow={setupHelp.eyebrow} lead={setupHelp.lead} id="setup-help">
        <SetupHelpCards items={setupHelp.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
