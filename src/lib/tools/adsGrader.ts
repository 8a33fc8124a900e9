import { gradeAreas, gradeQuestions, type AreaId, type GradeQuestion } from "./adsGraderQuestions";

// The Google Ads grader: twelve self-assessment questions in nine areas
// (adsGraderQuestions.ts). Each area carries a weight (its share of the
// overall score, summing to 100) that reflects how much it usually moves
// results in the accounts we audit; an area's weight is split evenly between
// its questions. Each answer scores from 0 (not in place) to 1 (best
// practice). The fixes worth most are the questions with the largest
// weight × gap, where gap = 1 - score.

export { gradeAreas, gradeQuestions };
export type { AreaId, GradeOption, GradeQuestion } from "./adsGraderQuestions";

export type GradeAnswers = Readonly<Record<string, string>>;

/** The example answers shown before anyone chooses. */
export const exampleAnswers: GradeAnswers = Object.fromEntries(gradeQuestions.map((q) => [q.id, q.example]));

/** Each question's weight: its area's weight split evenly between the area's questions. */
export function questionWeight(question: GradeQuestion): number {
  const area = gradeAreas.find((a) => a.id === question.area);
  const siblings = gradeQuestions.filter((q) => q.area === question.area).length;
  return (area?.weight ?? 0) / Math.max(1, siblings);
}

/** The score of an answer from 0 to 1; an unknown or missing answer scores 0. */
export function answerScore(question: GradeQuestion, answer: string | undefined): number {
  return question.options.find((option) => option.value === answer)?.score ?? 0;
}

export interface Fix {
  questionId: string;
  title: string;
  why: string;
  how: string;
  area: string;
  /** Points out of 100 the fix could add to the overall score. */
  points: number;
}

export interface Grade {
  /** 0-100, whole numbers. */
  overall: number;
  areas: Array<{ id: AreaId; label: string; score: number }>;
  /** Up to three, most valuable first. */
  fixes: Fix[];
}

export function gradeAccount(answers: GradeAnswers): Grade {
  const scored = gradeQuestions.map((question) => ({
    question,
    score: answerScore(question, answers[question.id]),
    weight: questionWeight(question),
  }));
  const totalWeight = scored.reduce((sum, item) => sum + item.weight, 0);
  const earned = scored.reduce((sum, item) => sum + item.weight * item.score, 0);
  const areas = gradeAreas.map((area) => {
    const inArea = scored.filter((item) => item.question.area === area.id);
    const mean = inArea.reduce((sum, item) => sum + item.score, 0) / Math.max(1, inArea.length);
    return { id: area.id, label: area.label, score: Math.round(mean * 100) };
  });
  const fixes = scored
    .map((item, order) => ({ ...item, order, value: item.weight * (1 - item.score) }))
    .filter((item) => item.value > 0)
    // Highest value first; on a tie, the question asked first.
    .sort((a, b) => b.value - a.value || a.order - b.order)
    .slice(0, 3)
    .map(({ question, value }) => ({
      questionId: question.id,
      ...question.fix,
      area: gradeAreas.find((a) => a.id === question.area)?.label ?? question.area,
      points: Math.round(value),
    }));
  return { overall: Math.round((earned / totalWeight) * 100), areas, fixes };
}

/** Keeps only answers that exist, for a query string someone may have edited. */
export function cleanAnswers(candidate: Readonly<Record<string, string | null | undefined>>): Record<string, string> {
  return Object.fromEntries(
    gradeQuestions.map((q) => {
      const chosen = q.options.find((option) => option.value === candidate[q.id]);
      return [q.id, chosen ? chosen.value : q.example];
    }),
  );
}

export function gradeSummary(grade: Grade): string {
  const verdict =
    grade.overall >= 80
      ? "a well-run account"
      : grade.overall >= 55
        ? "a solid base with clear room to improve"
        : "an account that is likely wasting a good share of its budget";
  const first = grade.fixes[0];
  const next = first
    ? ` The most valuable fix: ${first.title.charAt(0).toLowerCase()}${first.title.slice(1)} (up to ${first.points} points).`
    : " There is nothing left to fix on this checklist.";
  return `Your account scores ${grade.overall} out of 100: ${verdict}.${next}`;
}
