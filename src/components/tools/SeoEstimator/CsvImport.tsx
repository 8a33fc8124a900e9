import { useState } from "react";
import { cutKeywordsMessage, MAX_ROWS, parseKeywordCsv, type KeywordRaw } from "../../../lib/tools/seoEstimate";
import { buttonClass } from "../../ui/Button/Button";
import { fieldAria, FieldNotes } from "../ToolField/ToolField";
import * as fieldStyles from "../ToolField/ToolField.module.scss";
import * as styles from "./SeoEstimator.module.scss";

const ID = "seo-csv";
const HINT =
  "One keyword a line: keyword,volume,position (a fourth column sets the target position). Commas or tabs, as copied from a spreadsheet.";

interface CsvImportProps {
  rowCount: number;
  onImport: (rows: KeywordRaw[], replace: boolean) => void;
}

/** Paste keywords as CSV; lines that cannot be used are listed by number, the rest are added. */
export function CsvImport({ rowCount, onImport }: CsvImportProps) {
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState("");

  const importRows = (replace: boolean) => {
    if (!text.trim()) {
      setProblems(["Paste at least one line in the form keyword,volume,position."]);
      setDone("");
      return;
    }
    const { rows, errors, cut } = parseKeywordCsv(text, replace ? MAX_ROWS : MAX_ROWS - rowCount);
    setProblems(errors);
    if (rows.length > 0) onImport(rows, replace);
    const added =
      rows.length === 0
        ? "No keywords were added."
        : `${replace ? "Replaced the table with" : "Added"} ${rows.length} ${rows.length === 1 ? "keyword" : "keywords"}.`;
    setDone(`${added} ${cutKeywordsMessage(cut)}`.trim());
    // Lines that worked are cleared; the ones to fix stay for editing.
    if (errors.length === 0) setText("");
  };

  const error = problems.length > 0 ? problems.join(" ") : undefined;
  return (
    <div className={styles.csv}>
      <label htmlFor={ID} className={fieldStyles.label}>
        Paste keywords as CSV
      </label>
      <textarea
        id={ID}
        rows={4}
        value={text}
        spellCheck={false}
        placeholder={"emergency plumber leeds,1900,7\nboiler repair leeds,880,12,3"}
        onChange={(event) => setText(event.target.value)}
        className={`${fieldStyles.textarea} ${error ? fieldStyles.invalid : ""}`}
        {...fieldAria({ id: ID, hint: HINT, error: error ? "list" : undefined })}
      />
      <FieldNotes id={ID} hint={HINT} />
      {problems.length > 0 && (
        <ul id={`${ID}-error`} className={styles.csvErrors}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className={styles.csvActions}>
        <button type="button" className={buttonClass("secondary")} onClick={() => importRows(false)}>
          Add to the table
        </button>
        <button type="button" className={buttonClass("ghost")} onClick={() => importRows(true)}>
          Replace the table
        </button>
      </div>
      <p role="status" className={styles.csvDone}>
        {done}
      </p>
    </div>
  );
}
