import { dropOtherTopicsDetails, enquiryHref, enquiryPrefill, topicQueryProblem } from "../enquiryTopic";

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

it("says when a link's query chooses a topic the form does not offer", () => {
  expect(topicQueryProblem("topic=careers")).toBeUndefined();
  expect(topicQueryProblem("utm_source=x")).toBeUndefined();
  expect(topicQueryProblem("topic=jobs")).toBe(
    'chooses the topic "jobs", which the enquiry form does not offer (general, careers, partnership)',
  );
});
