import { exampleAnswers, cleanAnswers, gradeQuestions, type GradeAnswers } from "./adsGrader";
import { roiDefaults, roiFields, type RoiRaw } from "./roi";
import { MAX_ROWS, type KeywordRaw } from "./seoEstimate";

// How each tool's inputs are written to the URL query and read back, so a
// result can be shared. Only values that differ from the defaults are written,
// so an untouched tool keeps a clean URL. Values are capped in length because
// anyone can edit a URL.

const MAX_VALUE = 120;
const read = (params: URLSearchParams, name: string) => params.get(name)?.slice(0, MAX_VALUE);

export function roiToQuery(raw: RoiRaw): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of roiFields) if (raw[field] !== roiDefaults[field]) params.set(field, raw[field]);
  return params;
}

export function roiFromQuery(params: URLSearchParams): RoiRaw {
  return Object.fromEntries(roiFields.map((field) => [field, read(params, field) ?? roiDefaults[field]])) as RoiRaw;
}

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

export interface SeoState {
  cpc: string;
  rows: readonly KeywordRaw[];
}

export const seoDefaults: SeoState = {
  cpc: "2.40",
  rows: [
    { keyword: "emergency dentist london", volume: "2400", current: "8", target: "3" },
    { keyword: "dental implants cost uk", volume: "5400", current: "14", target: "5" },
    { keyword: "invisalign london", volume: "3600", current: "22", target: "8" },
    { keyword: "teeth whitening near me", volume: "9900", current: "11", target: "4" },
  ],
};

const sameRow = (a: KeywordRaw, b: KeywordRaw | undefined) =>
  b !== undefined &&
  a.keyword === b.keyword &&
  a.volume === b.volume &&
  a.current === b.current &&
  a.target === b.target;
const sameRows = (a: readonly KeywordRaw[], b: readonly KeywordRaw[]) =>
  a.length === b.length && a.every((row, i) => sameRow(row, b[i]));

/** Rows as parallel repeated parameters: k (keyword), v (volume), p (position), t (target). */
export function seoToQuery(state: SeoState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.cpc !== seoDefaults.cpc) params.set("cpc", state.cpc);
  if (!sameRows(state.rows, seoDefaults.rows)) {
    params.set("rows", String(state.rows.length));
    for (const row of state.rows) {
      params.append("k", row.keyword);
      params.append("v", row.volume);
      params.append("p", row.current);
      params.append("t", row.target);
    }
  }
  return params;
}

export function seoFromQuery(params: URLSearchParams): SeoState {
  const cpc = read(params, "cpc") ?? seoDefaults.cpc;
  if (!params.has("rows")) return { cpc, rows: seoDefaults.rows };
  const column = (name: string) => params.getAll(name).map((value) => value.slice(0, MAX_VALUE));
  const [k, v, p, t] = [column("k"), column("v"), column("p"), column("t")];
  const count = Math.min(MAX_ROWS, Math.max(k.length, v.length, p.length, t.length));
  const rows = Array.from({ length: count }, (_, i) => ({
    keyword: k[i] ?? "",
    volume: v[i] ?? "",
    current: p[i] ?? "",
    target: t[i] ?? "",
  }));
  return { cpc, rows };
}
