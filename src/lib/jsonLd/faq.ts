import type { FAQPage, WithContext } from "schema-dts";
import { CONTEXT } from "./core";

/** An FAQPage from the same questions and answers the page shows. */
export function faqPageLd(
  url: string,
  items: ReadonlyArray<{ question: string; answer: string }>,
): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
