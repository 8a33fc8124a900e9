import { buttonClass } from "../../ui/Button/Button";
import { TextAreaField } from "../ToolField/ToolField";
import * as styles from "./LandingPageAnalyzer.module.scss";

const HINT =
  "Checked in your browser and never sent anywhere. Scripts in the HTML never run and its images are never loaded. Up to 1 MB.";

export function HtmlInput({
  html,
  onChange,
  error,
}: {
  html: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  return (
    <div className={styles.htmlInput}>
      <TextAreaField
        id="analyzer-html"
        label="Page HTML"
        hint={HINT}
        value={html}
        onChange={onChange}
        error={error}
        rows={12}
        placeholder="<!doctype html>…"
      />
      <button
        type="button"
        className={buttonClass("ghost", styles.clear)}
        onClick={() => onChange("")}
        disabled={html === ""}
      >
        Clear the box
      </button>
    </div>
  );
}
