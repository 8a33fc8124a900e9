import { serializeJsonLd } from "../core";
import { definedTermSetLd } from "../glossary";

const url = "https://www.example.co.uk/glossary/";

describe("definedTermSetLd", () => {
  const terms = [
    { name: "Quality Score", description: "Google's 1 to 10 rating.", anchor: "quality-score" },
    { name: "Cost per Click (CPC)", description: "What a click costs.", anchor: "cost-per-click-cpc" },
  ];
  const ld = definedTermSetLd(url, { name: "Marketing Glossary", description: "Terms explained." }, terms);

  it("is a DefinedTermSet at the page URL with a stable @id", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DefinedTermSet",
      "@id": `${url}#defined-terms`,
      name: "Marketing Glossary",
      url,
    });
  });

  it("lists each term with name, description, its #fragment url and the set it belongs to", () => {
    expect(ld.hasDefinedTerm).toEqual([
      {
        "@type": "DefinedTerm",
        "@id": `${url}#quality-score`,
        name: "Quality Score",
        description: "Google's 1 to 10 rating.",
        url: `${url}#quality-score`,
        inDefinedTermSet: { "@id": `${url}#defined-terms` },
      },
      expect.objectContaining({ name: "Cost per Click (CPC)", url: `${url}#cost-per-click-cpc` }),
    ]);
  });

  it("serialises to JSON that cannot close its script element", () => {
    const risky = definedTermSetLd(url, { name: "x", description: "x" }, [
      { name: "</script>", description: "a & b", anchor: "x" },
    ]);
    const json = serializeJsonLd(risky);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual(risky);
  });
});
