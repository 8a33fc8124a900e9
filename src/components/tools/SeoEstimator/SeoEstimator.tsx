import { useMemo, useRef, useState } from "react";
import { useRestoreFromQuery, useSyncQuery } from "../../../hooks/useQueryState";
import { HydrateLater } from "../../../lib/islands/hydrateLater";
import { seoDefaults, seoFromQuery, seoToQuery } from "../../../lib/tools/seoQuery";
import { evaluateSeo, type KeywordRaw } from "../../../lib/tools/seoEstimate";
import { TextField } from "../ToolField/ToolField";
import { ToolLayout } from "../ToolLayout/ToolLayout";
import { CsvImport } from "./CsvImport";
import { KeywordRows, type KeywordRow } from "./KeywordRows";
import { SeoResults } from "./SeoResults";

/** The SEO traffic and value estimator. */
export function SeoEstimator() {
  // Rows get a stable id so React keeps each row's inputs (and focus) when another row is removed.
  const nextId = useRef(0);
  const withIds = (rows: readonly KeywordRaw[]): KeywordRow[] =>
    rows.map((row) => ({ ...row, id: `row-${nextId.current++}` }));
  const [cpc, setCpc] = useState(seoDefaults.cpc);
  const [rows, setRows] = useState<KeywordRow[]>(() => withIds(seoDefaults.rows));
  const ready = useRestoreFromQuery((params) => {
    const restored = seoFromQuery(params);
    setCpc(restored.cpc);
    setRows(withIds(restored.rows));
  });
  const queryFits = useSyncQuery(
    useMemo(() => seoToQuery({ cpc, rows }), [cpc, rows]),
    ready,
  );
  const evaluation = useMemo(() => evaluateSeo(cpc, rows), [cpc, rows]);

  return (
    <ToolLayout
      id="seo"
      ready={ready}
      stacked
      queryFits={queryFits}
      inputsTitle="Keywords and cost per click"
      inputs={
        <>
          <TextField
            id="seo-cpc"
            label="Cost per click in Google Ads (£)"
            hint="What you would pay for a click on these keywords; it values the organic clicks."
            prefix="£"
            value={cpc}
            onChange={setCpc}
            error={evaluation.cpcError}
            maxLength={12}
          />
          {/* Each wakes in a task of its own, after the rest (src/lib/islands/hydrateLater.tsx). */}
          <HydrateLater>
            <KeywordRows
              rows={rows}
              errors={evaluation.rowErrors}
              onChange={setRows}
              newRow={() => withIds([{ keyword: "", volume: "", current: "", target: "" }])[0]!}
            />
          </HydrateLater>
          <HydrateLater>
            <CsvImport
              rowCount={rows.length}
              onImport={(imported, replace) =>
                setRows((current) => [...(replace ? [] : current), ...withIds(imported)])
              }
            />
          </HydrateLater>
        </>
      }
      resultsTitle="Estimated organic traffic"
      results={<SeoResults evaluation={evaluation} />}
    />
  );
}
