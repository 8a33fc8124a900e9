import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { FreeToolCards } from "../components/library/ResourceCards/FreeToolCards";
import { introOf, Section } from "../components/ui/Section/Section";
import { SetupHelpCards } from "../components/library/ToolStack/SetupHelpCards";
import { ToolStack } from "../components/library/ToolStack/ToolStack";

export type ToolsPageData = NonNullable<Queries.ToolsPageQuery["page"]>;

export function ToolsView({ page }: { page: ToolsPageData }) {
  const { freeTools, toolStack, setupHelp } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(freeTools, { id: "free-tools" })}>
        <FreeToolCards items={freeTools.items} />
      </Section>
      <Section {...introOf(toolStack, { id: "tool-stack" })} tone="alt">
        <ToolStack categories={toolStack.categories} disclosure={toolStack.disclosure} />
      </Section>
      <Section {...introOf(setupHelp, { id: "setup-help" })}>
        <SetupHelpCards items={setupHelp.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
