import { faqPageLd } from "../faq";

const URL = "https://www.example.co.uk/services/paid-advertising/";
const faqs = [
  { question: "How quickly will I see results?", answer: "Within 30 days." },
  { question: "Do you use my accounts?", answer: "Yes." },
];

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
