import { spawnSync } from "node:child_process";
import path from "node:path";

// Runs the MDN HTTP Observatory grader offline on responses we describe (see observatoryGrader.mjs).

export interface GradedResponse {
  name: string;
  /** The absolute production URL the response is graded as. */
  url: string;
  status: number;
  headers: Record<string, string>;
  html: string;
}

export interface ObservatoryResult {
  name: string;
  grade: string;
  score: number;
  tests: Record<string, { pass: boolean | null; result: string | null; scoreModifier: number | null }>;
}

/** Responses graded by one run of the grader: its memory grows with each page it parses. */
const BATCH = 200;

export function observatoryGrades(responses: readonly GradedResponse[]): ObservatoryResult[] {
  const results: ObservatoryResult[] = [];
  for (let from = 0; from < responses.length; from += BATCH) {
    const run = spawnSync(process.execPath, [path.join(__dirname, "observatoryGrader.mjs")], {
      input: JSON.stringify(responses.slice(from, from + BATCH)),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`The Observatory grader failed:\n${run.stderr}`);
    results.push(...(JSON.parse(run.stdout) as ObservatoryResult[]));
  }
  return results;
}
