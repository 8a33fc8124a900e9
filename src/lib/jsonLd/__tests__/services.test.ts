import site from "../../../../content/site.json";
import { ldIds } from "../core";
import { serviceCatalogLd, servicePageLd, serviceLd } from "../services";

const SITE = "https://www.example.co.uk";
const URL = `${SITE}/services/paid-advertising/`;
const IDENTITY = { ...site, siteUrl: SITE };
const ORG_ID = ldIds.organization(SITE);
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

// The catalogue takes each card's primary path; ServicesTemplate's Head resolves an alias to it, tested with the
// view in src/templates/__tests__/CompanyViews.test.tsx.
describe("serviceCatalogLd", () => {
  const catalog = serviceCatalogLd(IDENTITY, "https://www.example.co.uk/services/", "Our services", [
    {
      name: "Paid Media",
      services: [{ name: "Google Ads", description: "Search campaigns", path: "/google-ads-agency" }],
    },
    { name: "Email", services: [{ name: "Email", description: "Flows", path: "/services/email-lifecycle" }] },
  ]);

  it("nests one OfferCatalog per category with a Service offer per card, provided by the organisation", () => {
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog["@id"]).toBe("https://www.example.co.uk/services/#services");
    expect(catalog).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "OfferCatalog",
          name: "Paid Media",
          itemListElement: [
            {
              "@type": "Offer",
              itemOffered: {
                "@type": "Service",
                name: "Google Ads",
                url: "https://www.example.co.uk/google-ads-agency/",
                provider: { "@id": ORG_ID },
              },
            },
          ],
        },
        { name: "Email" },
      ],
    });
  });
});
