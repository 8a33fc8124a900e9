import { faqPageLd, servicePageLd, serviceLd } from "../jsonLd";

const SITE = "https://www.example.co.uk";
const URL = `${SITE}/services/paid-advertising/`;
const faqs = [
  { question: "How quickly will I see results?", answer: "Within 30 days." },
  { question: "Do you use my accounts?", answer: "Yes." },
];

describe("serviceLd", () => {
  it("describes the page's service, provided by the organisation, in Great Britain", () => {
    expect(
      serviceLd(SITE, {
        url: URL,
        name: "Paid Advertising",
        description: "PPC management.",
        serviceType: "PPC management",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${URL}#service`,
      name: "Paid Advertising",
      description: "PPC management.",
      url: URL,
      serviceType: "PPC management",
      provider: { "@id": `${SITE}/#organization` },
      areaServed: "GB",
    });
  });
});

describe("faqPageLd", () => {
  it("turns each question and answer into a Question with an accepted Answer, in order", () => {
    const data = faqPageLd(URL, faqs);
    expect(data["@type"]).toBe("FAQPage");
    expect(data["@id"]).toBe(`${URL}#faq`);
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: faqs[0]!.question, acceptedAnswer: { "@type": "Answer", text: faqs[0]!.answer } },
      { "@type": "Question", name: faqs[1]!.question, acceptedAnswer: { "@type": "Answer", text: faqs[1]!.answer } },
    ]);
  });
});

describe("servicePageLd", () => {
  const page = { url: URL, name: "Paid Advertising", description: "PPC management.", serviceType: "PPC management" };

  it("gives a Service block and, when the page has questions, an FAQPage block with unique ids", () => {
    const blocks = servicePageLd(SITE, { ...page, faqs });
    expect(blocks.map((block) => block.id)).toEqual(["ld-service", "ld-faq"]);
  });

  it("leaves the FAQPage out when the page has no questions", () => {
    expect(servicePageLd(SITE, { ...page, faqs: null }).map((block) => block.id)).toEqual(["ld-service"]);
    expect(servicePageLd(SITE, { ...page, faqs: [] }).map((block) => block.id)).toEqual(["ld-service"]);
  });
});
