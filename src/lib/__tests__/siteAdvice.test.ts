import fs from "node:fs";
import path from "node:path";
import { adviceFileSchema } from "../schema/advice";
import { advicePlaceholder, amountOf, fillAdvice, restatedAdvice } from "../siteAdvice";

const { advice } = adviceFileSchema.parse(
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "content", "advice.json"), "utf8")),
);
const byId = (id: string) => advice.find((item) => item.id === id)!;
const found = (text: string) => restatedAdvice(text, advice).map((item) => [item.advice.id, item.found]);

describe("amountOf", () => {
  it("reads a number or a range the same however it is written", () => {
    expect(amountOf("fifteen to 20 percent")).toBe(amountOf("15-20%"));
    expect(amountOf("15% to 20%")).toBe(amountOf("15 to 20%"));
    expect(amountOf("10+")).toBe("10");
    expect(amountOf("5 to 7 emails over fourteen days")).toBe(amountOf("5-7 emails over 14 days"));
    expect(amountOf("4-6 emails over 2 weeks")).not.toBe(amountOf("5-7 emails over 14 days"));
  });
});

describe("fillAdvice", () => {
  it("fills each {advice:id} with its value and leaves an unknown one for the content check", () => {
    expect(fillAdvice(`at least ${advicePlaceholder("rsa-headlines")} distinct headlines`, advice)).toBe(
      `at least ${byId("rsa-headlines").value} distinct headlines`,
    );
    expect(fillAdvice("{advice:nothing}", advice)).toBe("{advice:nothing}");
  });
});

describe("restatedAdvice", () => {
  it("finds advice given with another number, in digits or words", () => {
    expect(found("Write responsive search ads with at least eight distinct headlines.")).toEqual([
      ["rsa-headlines", "at least eight distinct headlines"],
    ]);
    expect(found("After that, change it in steps of 10 to 15%, and wait.")).toEqual([
      ["change-step", "in steps of 10 to 15%"],
    ]);
  });

  it("passes advice given with its own number, or quoted by its placeholder", () => {
    expect(found(`Aim for at least ${byId("rsa-headlines").value} distinct headlines.`)).toEqual([]);
    expect(found(`Targets change by no more than ${byId("change-step").value} at a time.`)).toEqual([]);
    expect(found(`Give each ad at least ${advicePlaceholder("rsa-headlines")} distinct headlines.`)).toEqual([]);
  });

  it("lets the longer, more particular phrase decide where two read the same words", () => {
    const smart = byId("smart-bidding-conversions").value;
    expect(found(`move campaigns with at least ${smart} conversions in the last 30 days to Target ROAS`)).toEqual([
      ["target-roas-conversions", `at least ${smart} conversions in the last 30 days to Target ROAS`],
    ]);
    expect(found(`campaigns with fewer than ${byId("no-target-conversions").value} conversions in 30 days`)).toEqual(
      [],
    );
  });

  it("reads a flow's length in a table row", () => {
    expect(found("| Welcome | Sign-up | 4-6 emails over 2 weeks |")).toEqual([
      ["welcome-flow", "Welcome | Sign-up | 4-6 emails over 2 weeks"],
    ]);
  });
});
