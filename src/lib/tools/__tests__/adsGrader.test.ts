import {
  answerScore,
  cleanAnswers,
  exampleAnswers,
  gradeAccount,
  gradeAreas,
  gradeQuestions,
  gradeSummary,
  questionWeight,
} from "../adsGrader";

const answerAll = (pick: (options: readonly { value: string }[]) => string) =>
  Object.fromEntries(gradeQuestions.map((q) => [q.id, pick(q.options)]));
const best = answerAll((options) => options[options.length - 1]!.value);
const worst = answerAll((options) => options[0]!.value);

describe("the question set", () => {
  it("has twelve questions covering all nine areas, with weights summing to 100", () => {
    expect(gradeQuestions).toHaveLength(12);
    expect(gradeAreas.reduce((sum, area) => sum + area.weight, 0)).toBe(100);
    for (const area of gradeAreas) expect(gradeQuestions.some((q) => q.area === area.id)).toBe(true);
    expect(gradeQuestions.reduce((sum, q) => sum + questionWeight(q), 0)).toBeCloseTo(100, 9);
  });

  it("has unique ids and option values, scores from 0 to 1, and an example that is one of the options", () => {
    expect(new Set(gradeQuestions.map((q) => q.id)).size).toBe(12);
    for (const q of gradeQuestions) {
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
      expect(q.options[0]!.score).toBe(0);
      expect(q.options[q.options.length - 1]!.score).toBe(1);
      expect(q.options.map((o) => o.value)).toContain(q.example);
    }
  });
});

describe("gradeAccount", () => {
  it("gives 100 everywhere and no fixes for best practice", () => {
    const grade = gradeAccount(best);
    expect(grade.overall).toBe(100);
    expect(grade.areas.every((area) => area.score === 100)).toBe(true);
    expect(grade.fixes).toEqual([]);
    expect(gradeSummary(grade)).toBe(
      "Your account scores 100 out of 100: a well-run account. There is nothing left to fix on this checklist.",
    );
  });

  it("gives 0 for the worst answers, and ranks fixes by weight × gap", () => {
    const grade = gradeAccount(worst);
    expect(grade.overall).toBe(0);
    // Landing pages carry 12 points in one question; the two tracking questions 10 each (asked first among the tens).
    expect(grade.fixes.map((fix) => [fix.questionId, fix.points])).toEqual([
      ["landingPages", 12],
      ["conversions", 10],
      ["offline", 10],
    ]);
  });

  it("weights the gap: a small gap in a heavy area can lose to a big gap in a light one", () => {
    const answers = { ...best, conversions: "leads", assets: "none" };
    const grade = gradeAccount(answers);
    // conversions: 10 × 1/3 ≈ 3.3 points; assets: 8 × 1 = 8 points.
    expect(grade.fixes.map((fix) => fix.questionId)).toEqual(["assets", "conversions"]);
    expect(grade.areas.find((area) => area.id === "tracking")?.score).toBe(83);
    expect(grade.overall).toBe(89);
  });

  it("scores the example account and names its most valuable fix", () => {
    const grade = gradeAccount(exampleAnswers);
    expect(grade.overall).toBe(37);
    expect(grade.fixes[0]?.questionId).toBe("offline");
    expect(gradeSummary(grade)).toBe(
      "Your account scores 37 out of 100: an account that is likely wasting a good share of its budget. The most valuable fix: send real outcomes back to Google Ads (up to 10 points).",
    );
  });

  it("treats missing or unknown answers as not in place", () => {
    expect(gradeAccount({}).overall).toBe(0);
    expect(answerScore(gradeQuestions[0]!, "<script>")).toBe(0);
    expect(answerScore(gradeQuestions[0]!, undefined)).toBe(0);
  });
});

describe("cleanAnswers", () => {
  it("keeps valid answers and replaces anything else with the example", () => {
    const cleaned = cleanAnswers({ conversions: "sales", offline: "nonsense", campaigns: null });
    expect(cleaned.conversions).toBe("sales");
    expect(cleaned.offline).toBe(exampleAnswers.offline);
    expect(cleaned.campaigns).toBe(exampleAnswers.campaigns);
    expect(Object.keys(cleaned)).toHaveLength(12);
  });
});
