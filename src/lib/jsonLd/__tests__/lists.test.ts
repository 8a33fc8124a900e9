import { caseStudyListLd, itemListLd } from "../lists";

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

describe("caseStudyListLd", () => {
  it("lists each case study in order, pointing at its card on the page", () => {
    const list = caseStudyListLd("https://www.example.co.uk/results/", "Case studies", [
      { company: "Harbour & Hale", industry: "E-commerce", challenge: "Break-even ads" },
      { company: "Meridian Legal", industry: "Legal", challenge: "Costly clicks" },
    ]);
    expect(list).toMatchObject({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Harbour & Hale (E-commerce)",
          url: "https://www.example.co.uk/results/#harbour-hale",
        },
        { position: 2, url: "https://www.example.co.uk/results/#meridian-legal" },
      ],
    });
  });
});
