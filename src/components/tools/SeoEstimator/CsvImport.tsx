import { useState, type ClipboardEvent } from "react";
import {
  cutKeywordsMessage,
  firstLines,
  MAX_CSV_LINES,
  MAX_ROWS,
  parseKeywordCsv,
  PASTE_CUT_MESSAGE,
  stoppedMessage,
  summariseErrors,
  type KeywordRaw,
} from "../../../lib/tools/seoEstimate";
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

/**
 * The box keeps only the first MAX_CSV_LINES lines of a paste: the browser's own paste of 100,000 lines holds the
 * page for seconds, and the import would read no further anyway.
 */
function keepFirstLines(event: ClipboardEvent<HTMLTextAreaElement>, setText: (text: string) => void): boolean {
  const pasted = event.clipboardData.getData("text/plain");
  const { end, more } = firstLines(pasted, MAX_CSV_LINES);
  if (!more) return false;
  event.preventDefault();
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  setText(`${value.slice(0, selectionStart)}${pasted.slice(0, end)}${value.slice(selectionEnd)}`);
  return true;
}

/** Paste keywords as CSV; lines that cannot be used are listed by number (the first few, then a count). */
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
    const { rows, errors, cut, stopped } = parseKeywordCsv(text, replace ? MAX_ROWS : MAX_ROWS - rowCount);
    setProblems(summariseErrors(errors));
    if (rows.length > 0) onImport(rows, replace);
    const added =
      rows.length === 0
        ? "No keywords were added."
        : `${replace ? "Replaced the table with" : "Added"} ${rows.length} ${rows.length === 1 ? "keyword" : "keywords"}.`;
    setDone([added, cutKeywordsMessage(cut), stoppedMessage(stopped)].filter(Boolean).join(" "));
    // Lines that worked are cleared; the ones to fix, or not read, stay for editing.
    if (errors.length === 0 && !stopped) setText("");
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
        onPaste={(event) => {
          if (keepFirstLines(event, setText)) setDone(PASTE_CUT_MESSAGE);
        }}
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
