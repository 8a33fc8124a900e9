import { definedTermSetLd, itemListLd, serializeJsonLd } from "../jsonLd";

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

describe("itemListLd", () => {
  it("numbers entries from 1 and keeps their URLs, with an @id keyed on the page", () => {
    const ld = itemListLd("https://www.example.co.uk/playbooks/", "playbooks", "Find the right playbook", [
      { name: "A", description: "First", url: "https://www.example.co.uk/landing/a/" },
      { name: "B", url: "https://www.example.co.uk/landing/b/" },
    ]);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      "@id": "https://www.example.co.uk/playbooks/#playbooks",
      name: "Find the right playbook",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "A",
          description: "First",
          url: "https://www.example.co.uk/landing/a/",
        },
        { "@type": "ListItem", position: 2, name: "B", url: "https://www.example.co.uk/landing/b/" },
      ],
    });
  });
});
