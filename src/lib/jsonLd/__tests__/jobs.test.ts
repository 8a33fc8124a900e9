import site from "../../../../content/site.json";
import { serializeJsonLd } from "../core";
import { jobPostingLd } from "../jobs";

const SITE = { ...site, siteUrl: "https://www.example.co.uk" };

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
