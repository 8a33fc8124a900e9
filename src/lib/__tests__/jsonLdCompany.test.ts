import site from "../../../content/site.json";
import { caseStudyListLd, contactPointLd, jobPostingLd, ldIds, serializeJsonLd, serviceCatalogLd } from "../jsonLd";

const SITE = { ...site, siteUrl: "https://www.example.co.uk" };
const ORG_ID = ldIds.organization(SITE.siteUrl);

// The catalogue takes each card's primary path; ServicesTemplate's Head resolves an alias to it, tested with the
// view in src/templates/__tests__/CompanyViews.test.tsx.
describe("serviceCatalogLd", () => {
  const catalog = serviceCatalogLd(SITE, "https://www.example.co.uk/services/", "Our services", [
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

describe("jobPostingLd", () => {
  const role = {
    title: "Senior PPC Strategist",
    department: "Paid Media",
    type: "Full-time",
    description: "Lead <strategy> & coach",
    requirements: ["4+ years", "Google Ads"],
    datePosted: "2026-11-02",
    validThrough: null,
  };
  const posting = jobPostingLd(SITE, "https://www.example.co.uk/careers/", role);

  it("has what Google needs: title, HTML description, datePosted, employment type, organisation and London location", () => {
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      "@id": "https://www.example.co.uk/careers/#job-senior-ppc-strategist",
      title: "Senior PPC Strategist",
      datePosted: "2026-11-02",
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: site.brand,
        url: "https://www.example.co.uk/",
        address: { addressLocality: "London" },
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "London",
          postalCode: site.address.postalCode,
          addressCountry: "GB",
        },
      },
    });
    expect(posting).not.toHaveProperty("validThrough");
  });

  it("escapes the content it puts into the HTML description", () => {
    expect(posting.description).toBe(
      "<p>Lead &lt;strategy&gt; &amp; coach</p><p>What you'll need:</p><ul><li>4+ years</li><li>Google Ads</li></ul>",
    );
    expect(serializeJsonLd(posting)).not.toContain("<");
  });

  it("includes validThrough only when the role has one, and maps contract work", () => {
    const contract = jobPostingLd(SITE, "u", { ...role, type: "Contract", validThrough: "2027-01-31" });
    expect(contract).toMatchObject({ validThrough: "2027-01-31", employmentType: "CONTRACTOR" });
  });
});

describe("contactPointLd", () => {
  it("is the agency's contact point with phone, email and opening hours from site facts", () => {
    const point = contactPointLd(SITE, "https://www.example.co.uk/contact/");
    expect(point).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ContactPoint",
      "@id": "https://www.example.co.uk/contact/#contact-point",
      telephone: site.phone.href.replace("tel:", ""),
      email: site.email,
      hoursAvailable: [
        { "@type": "OpeningHoursSpecification", opens: "09:00", closes: "18:00" },
        { dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00", closes: "14:00" },
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
