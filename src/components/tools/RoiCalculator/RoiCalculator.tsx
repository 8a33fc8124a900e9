import { useMemo, useState } from "react";
import { useRestoreFromQuery, useSyncQuery } from "../../../hooks/useQueryState";
import { roiFromQuery, roiToQuery } from "../../../lib/tools/roiQuery";
import { evaluateRoi, roiDefaults, roiFields, type RoiField, type RoiRaw } from "../../../lib/tools/roi";
import { TextField } from "../ToolField/ToolField";
import { ToolLayout } from "../ToolLayout/ToolLayout";
import { RoiResults } from "./RoiResults";
import { roiFieldCopy } from "./roiCopy";
import * as styles from "./RoiCalculator.module.scss";

/** The paid advertising ROI calculator. */
export function RoiCalculator() {
  const [raw, setRaw] = useState<RoiRaw>(roiDefaults);
  const ready = useRestoreFromQuery((params) => setRaw(roiFromQuery(params)));
  useSyncQuery(
    useMemo(() => roiToQuery(raw), [raw]),
    ready,
  );
  const evaluation = useMemo(() => evaluateRoi(raw), [raw]);
  const update = (field: RoiField) => (value: string) => setRaw((current) => ({ ...current, [field]: value }));

  return (
    <ToolLayout
      id="roi"
      ready={ready}
      inputsTitle="Your monthly figures"
      inputs={
        <div className={styles.grid}>
          {roiFields.map((field) => (
            <TextField
              key={field}
              id={`roi-${field}`}
              {...roiFieldCopy[field]}
              value={raw[field]}
              onChange={update(field)}
              error={evaluation.errors[field]}
              maxLength={20}
            />
          ))}
        </div>
      }
      resultsTitle="Your results"
      results={<RoiResults evaluation={evaluation} />}
    />
  );
}
