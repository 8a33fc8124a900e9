import { CircleX } from "lucide-react";
import { type ChangeEvent } from "react";
import * as styles from "./ToolField.module.scss";

// Labelled inputs for the free tools. Every field shows its label, an
// optional hint and, when the value cannot be used, a message saying why;
// both are tied to the input with aria-describedby, and aria-invalid marks it.

interface Described {
  id: string;
  hint?: string | null;
  error?: string | null;
}

/** The aria attributes that tie an input to its hint and error message. */
export function fieldAria({ id, hint, error }: Described) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined };
}

export function FieldNotes({ id, hint, error }: Described) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <CircleX aria-hidden="true" size={16} />
          {error}
        </p>
      )}
    </>
  );
}

interface TextFieldProps extends Described {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Text before the value, e.g. "£"; the label must say the unit too. */
  prefix?: string;
  suffix?: string;
  /** "decimal" and "numeric" bring up a number keypad on phones. */
  inputMode?: "decimal" | "numeric" | "text";
  maxLength?: number;
}

/** A one-line text field. Numbers are typed as text so any entry can be explained. */
export function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  prefix,
  suffix,
  inputMode = "decimal",
  maxLength,
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
        {prefix && (
          <span className={styles.affix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          className={styles.input}
          {...fieldAria({ id, hint, error })}
        />
        {suffix && (
          <span className={styles.affix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface CheckFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckField({ id, label, checked, onChange }: CheckFieldProps) {
  return (
    <div className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface TextAreaFieldProps extends Described {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
}

export function TextAreaField({ id, label, value, onChange, hint, error, rows = 10, placeholder }: TextAreaFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={`${styles.textarea} ${error ? styles.invalid : ""}`}
        {...fieldAria({ id, hint, error })}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
