import { MAX_VALUE, readParam } from "./queryState";
import { MAX_ROWS, type KeywordRaw } from "./seoEstimate";

// The SEO estimator's cost per click and keyword table in the URL query (queryState.ts).

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
  const cpc = readParam(params, "cpc") ?? seoDefaults.cpc;
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
