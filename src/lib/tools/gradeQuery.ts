import { cleanAnswers, exampleAnswers, gradeQuestions, type GradeAnswers } from "./adsGrader";

// The Google Ads grader's answers in the URL query (queryState.ts).

export function gradeToQuery(answers: GradeAnswers): URLSearchParams {
  const params = new URLSearchParams();
  for (const q of gradeQuestions) {
    const answer = answers[q.id];
    if (answer && answer !== exampleAnswers[q.id]) params.set(q.id, answer);
  }
  return params;
}

export function gradeFromQuery(params: URLSearchParams): Record<string, string> {
  return cleanAnswers(Object.fromEntries(gradeQuestions.map((q) => [q.id, params.get(q.id)])));
}
