import site from "../../../../content/site.json";
import { contactPointLd, organizationLd } from "../site";

const identity = { ...site, siteUrl: "https://site.test" };
const SITE = { ...site, siteUrl: "https://www.example.co.uk" };

describe("organizationLd", () => {
  it("describes the agency with its London postal address, contact point and opening hours", () => {
    const org = organizationLd(identity);
    expect(org).toMatchObject({
      "@type": "Organization",
      "@id": "https://site.test/#organization",
      name: site.brand,
      url: "https://site.test/",
      logo: "https://site.test/logo.png",
      foundingDate: "2020",
      address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" },
    });
    expect(JSON.stringify(org)).toContain("https://schema.org/Saturday");
    expect(JSON.stringify(org)).not.toContain("Sunday");
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
