/**
 * @jest-environment node
 */
import { guideFormDocument, leadContact } from "../../../../../tests/helpers/contentFixtures";
import { renderToStaticMarkup } from "react-dom/server";
import { GuideForm } from "../GuideForm";

// The prerendered HTML is what a visitor can click before React hydrates.
describe("GuideForm before hydration", () => {
  const html = renderToStaticMarkup(
    <GuideForm
      contact={leadContact()}
      guideName="PPC Strategy Guide"
      lead="Lead"
      included={["a", "b", "c", "d"]}
      action="/landing/ppc-strategy/"
      document={guideFormDocument}
    />,
  );

  it("renders the submit button disabled, so an early click cannot post anywhere", () => {
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send Me the Free Guide<\/button>/);
  });

  it("renders uncontrolled fields (no value attribute to overwrite what was typed)", () => {
    expect(html).not.toMatch(/<input(?![^>]*type="hidden")[^>]* value=/);
    expect(html).toMatch(/<form(?=[^>]* action="\/landing\/ppc-strategy\/")(?=[^>]* method="post")[^>]*>/);
  });

  it("offers the guide itself to a visitor without JavaScript, whose form cannot send", () => {
    const noscript = /<noscript>(.*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(noscript).toContain(
      `<a href="${guideFormDocument.path}" download="${guideFormDocument.savedAs}">${guideFormDocument.title} (PDF, 67 pages, 208 KB)</a>`,
    );
  });
});
