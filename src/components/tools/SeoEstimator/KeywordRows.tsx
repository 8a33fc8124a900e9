import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  MAX_KEYWORD_LENGTH,
  MAX_NUMBER_LENGTH,
  MAX_ROWS,
  type KeywordErrors,
  type KeywordRaw,
} from "../../../lib/tools/seoEstimate";
import { buttonClass } from "../../ui/Button/Button";
import { TextField } from "../ToolField/ToolField";
import * as styles from "./SeoEstimator.module.scss";

export type KeywordRow = KeywordRaw & { id: string };

const ADD_ID = "seo-add-row";

interface KeywordRowsProps {
  rows: readonly KeywordRow[];
  errors: readonly KeywordErrors[];
  onChange: (rows: KeywordRow[]) => void;
  newRow: () => KeywordRow;
}

const columns = [
  { key: "keyword", label: "Keyword", inputMode: "text" },
  { key: "volume", label: "Monthly searches", inputMode: "numeric" },
  { key: "current", label: "Position now", inputMode: "numeric" },
  { key: "target", label: "Target (optional)", inputMode: "numeric" },
] as const;

/** The editable keyword table: one labelled group of fields a row, with add and remove. */
export function KeywordRows({ rows, errors, onChange, newRow }: KeywordRowsProps) {
  // Focus moves once the rows have re-rendered: to a new row's first field, or to the add button after a removal.
  const focusId = useRef<string | null>(null);
  useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  }, [rows]);

  const update = (index: number, key: keyof KeywordRaw, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const add = () => {
    const row = newRow();
    focusId.current = `seo-${row.id}-keyword`;
    onChange([...rows, row]);
  };
  const remove = (index: number) => {
    focusId.current = ADD_ID;
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <div className={styles.table}>
      {rows.length === 0 && <p className={styles.empty}>No keywords yet: add one below or paste a list.</p>}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.id}>
            <fieldset className={styles.row}>
              <legend className={styles.rowLegend}>Keyword {index + 1}</legend>
              {columns.map((column) => (
                <TextField
                  key={column.key}
                  id={`seo-${row.id}-${column.key}`}
                  label={column.label}
                  inputMode={column.inputMode}
                  value={row[column.key]}
                  onChange={(value) => update(index, column.key, value)}
                  error={errors[index]?.[column.key]}
                  maxLength={column.key === "keyword" ? MAX_KEYWORD_LENGTH : MAX_NUMBER_LENGTH}
                />
              ))}
              <button type="button" className={buttonClass("ghost", styles.remove)} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" size={18} />
                Remove
                <span className={styles.visuallyHidden}>
                  {" "}
                  keyword {index + 1}
                  {row.keyword ? `: ${row.keyword}` : ""}
                </span>
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        id={ADD_ID}
        type="button"
        className={buttonClass("secondary")}
        onClick={add}
        disabled={rows.length >= MAX_ROWS}
      >
        <Plus aria-hidden="true" size={18} />
        Add a keyword
      </button>
      {rows.length >= MAX_ROWS && <p className={styles.empty}>The table holds up to {MAX_ROWS} keywords.</p>}
    </div>
  );
}
