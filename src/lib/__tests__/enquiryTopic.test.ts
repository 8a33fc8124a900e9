import {
  dropOtherTopicsDetails,
  enquiryHref,
  enquiryPrefill,
  enquiryQueryProblem,
  SERVICE_OPTIONS,
  SERVICE_SLUGS,
  serviceForSlug,
} from "../enquiryTopic";

const choices = { roles: ["Senior PPC Strategist", "CRO & Analytics Specialist"], partnerTypes: ["Agency Partners"] };
const prefill = (query: string) => enquiryPrefill(new URLSearchParams(query), choices);

describe("enquiryPrefill", () => {
  it("chooses the topic and the role or partnership type whose slug the query names", () => {
    expect(prefill("topic=careers&role=cro-analytics-specialist")).toEqual({
      topic: "careers",
      role: "CRO & Analytics Specialist",
    });
    expect(prefill("topic=partnership&partnerType=agency-partners")).toEqual({
      topic: "partnership",
      partnerType: "Agency Partners",
    });
    expect(prefill("topic=general")).toEqual({ topic: "general" });
  });

  it("keeps the topic but no role when the role is not one of the choices", () => {
    expect(prefill("topic=careers&role=head-of-vibes")).toEqual({ topic: "careers", role: undefined });
    expect(prefill("topic=careers&role=Senior%20PPC%20Strategist")).toEqual({ topic: "careers", role: undefined });
    expect(prefill("topic=careers&role=")).toEqual({ topic: "careers", role: undefined });
  });

  it("chooses a free audit or a proposal, and the service whose slug the query names, with or without a topic", () => {
    expect(prefill("topic=audit&service=seo-services")).toEqual({ topic: "audit", service: "SEO Services" });
    expect(prefill("topic=proposal")).toEqual({ topic: "proposal" });
    expect(prefill("service=full-service-marketing")).toEqual({ service: "Full-Service Marketing" });
    expect(prefill("topic=careers&role=cro-analytics-specialist&service=conversion-rate-optimization")).toEqual({
      topic: "careers",
      role: "CRO & Analytics Specialist",
      service: "Conversion Rate Optimization",
    });
  });

  it("keeps the topic but chooses no service when the service is not one the form offers", () => {
    expect(prefill("topic=audit&service=web-design")).toEqual({ topic: "audit" });
    expect(prefill("topic=audit&service=SEO%20Services")).toEqual({ topic: "audit" });
    expect(prefill("topic=audit&service=")).toEqual({ topic: "audit" });
    expect(prefill("service=%3Cscript%3E")).toBeUndefined();
    expect(prefill("topic=sales&service=toString")).toBeUndefined();
  });

  it("chooses nothing for a missing, unknown or hostile topic", () => {
    expect(prefill("")).toBeUndefined();
    expect(prefill("role=senior-ppc-strategist")).toBeUndefined();
    expect(prefill("topic=Careers")).toBeUndefined();
    expect(prefill("topic=%3Cscript%3E")).toBeUndefined();
    expect(prefill("topic=__proto__")).toBeUndefined();
  });
});

describe("enquiryHref", () => {
  it("adds the topic and the slug of the role or partnership type to the link content gives", () => {
    expect(enquiryHref("/contact", "careers", "CRO & Analytics Specialist")).toBe(
      "/contact?topic=careers&role=cro-analytics-specialist",
    );
    expect(enquiryHref("/contact", "partnership", "Agency Partners")).toBe(
      "/contact?topic=partnership&partnerType=agency-partners",
    );
    expect(enquiryHref("/contact?topic=general#enquiry", "careers")).toBe("/contact?topic=careers#enquiry");
  });

  it("round-trips through enquiryPrefill", () => {
    const href = enquiryHref("/contact", "careers", "Senior PPC Strategist");
    expect(prefill(href.split("?")[1] ?? "")).toEqual({ topic: "careers", role: "Senior PPC Strategist" });
  });
});

it("sends a role or partnership type only with its own topic", () => {
  const lead = (fields: Record<string, string>) => {
    dropOtherTopicsDetails(fields);
    return fields;
  };
  expect(lead({ topic: "careers", role: "A", partnerType: "B" })).toEqual({ topic: "careers", role: "A" });
  expect(lead({ topic: "partnership", role: "A", partnerType: "B" })).toEqual({
    topic: "partnership",
    partnerType: "B",
  });
  expect(lead({ topic: "general", role: "A", partnerType: "B" })).toEqual({ topic: "general" });
});

describe("services by slug", () => {
  it("names each of SPEC's nine services by the slug of its label", () => {
    expect(SERVICE_SLUGS).toEqual([
      "ppc-management",
      "seo-services",
      "conversion-rate-optimization",
      "email-marketing",
      "social-media-advertising",
      "content-marketing",
      "marketing-automation",
      "full-service-marketing",
      "other",
    ]);
    for (const option of SERVICE_OPTIONS) expect(serviceForSlug(option.toLowerCase().replace(/ /g, "-"))).toBe(option);
  });

  it("knows no other slug", () => {
    expect(serviceForSlug(null)).toBeUndefined();
    expect(serviceForSlug("")).toBeUndefined();
    expect(serviceForSlug("ppc")).toBeUndefined();
    expect(serviceForSlug("PPC-Management")).toBeUndefined();
  });
});

it("says when a link's query chooses a topic or service the form does not offer", () => {
  expect(enquiryQueryProblem("topic=careers")).toBeUndefined();
  expect(enquiryQueryProblem("topic=audit&service=seo-services")).toBeUndefined();
  expect(enquiryQueryProblem("service=full-service-marketing&utm_source=x")).toBeUndefined();
  expect(enquiryQueryProblem("utm_source=x")).toBeUndefined();
  expect(enquiryQueryProblem("topic=jobs")).toBe(
    'chooses the topic "jobs", which the enquiry form does not offer (general, audit, proposal, careers, partnership)',
  );
  expect(enquiryQueryProblem("topic=audit&service=seo")).toBe(
    'chooses the service "seo", which the enquiry form does not offer (ppc-management, seo-services, conversion-rate-optimization, email-marketing, social-media-advertising, content-marketing, marketing-automation, full-service-marketing, other)',
  );
  expect(enquiryQueryProblem("topic=review&service=")).toMatch(
    /^chooses the topic "review", which .*, and chooses the service "", which the enquiry form does not offer \(ppc-management, /,
  );
});
