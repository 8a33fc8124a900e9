import { EXAMPLE_FACTS } from "../examplePage";
import { evaluateFacts, factsFromQuery, factsToQuery, factsToRaw } from "../landingPageForm";

describe("typed facts", () => {
  it("turn back into the same facts", () => {
    expect(evaluateFacts(factsToRaw(EXAMPLE_FACTS))).toEqual({ facts: EXAMPLE_FACTS, errors: {} });
  });

  it("read an empty title or description as missing", () => {
    const raw = { ...factsToRaw(EXAMPLE_FACTS), title: "  ", metaDescription: "" };
    expect(evaluateFacts(raw).facts).toMatchObject({ title: null, metaDescription: null });
  });

  it("explain counts that are empty, negative, fractional or not numbers", () => {
    const raw = {
      ...factsToRaw(EXAMPLE_FACTS),
      h1Count: "",
      formFieldCount: "-1",
      imageCount: "2.5",
      distinctCtaCount: "some",
    };
    const { facts, errors } = evaluateFacts(raw);
    expect(facts).toBeNull();
    expect(errors).toEqual({
      h1Count: "Enter the number of h1 headings.",
      formFieldCount: "Enter a number from 0 to 999 for the number of form fields.",
      imageCount: "Enter the number of images as a whole number.",
      distinctCtaCount: "Enter the number of different calls to action as a number, for example 3.",
    });
  });

  it("do not allow more images without alt text than images", () => {
    const raw = { ...factsToRaw(EXAMPLE_FACTS), imageCount: "1", imagesMissingAlt: "3" };
    expect(evaluateFacts(raw).errors).toEqual({
      imagesMissingAlt: "Images without alt text cannot outnumber the images on the page.",
    });
  });
});

describe("facts in the URL", () => {
  it("round-trip, remembering whether they came from HTML", () => {
    const raw = factsToRaw(EXAMPLE_FACTS);
    expect(factsFromQuery(factsToQuery(raw, true))).toEqual({ raw, fromHtml: true });
    expect(factsFromQuery(factsToQuery(raw, false))?.fromHtml).toBe(false);
  });

  it("are ignored on an ordinary visit or an unknown source", () => {
    expect(factsFromQuery(new URLSearchParams(""))).toBeNull();
    expect(factsFromQuery(new URLSearchParams("from=somewhere&h1=1"))).toBeNull();
  });

  it("cap long text and fill missing counts with 0", () => {
    const restored = factsFromQuery(new URLSearchParams(`from=facts&title=${"t".repeat(1000)}`));
    expect(restored?.raw.title).toHaveLength(300);
    expect(restored?.raw.h1Count).toBe("0");
  });
});
