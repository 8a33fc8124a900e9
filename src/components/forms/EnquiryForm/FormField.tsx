import { type Ref } from "react";
import { maxLengthOf, withScheme } from "../../../lib/leads";
import * as styles from "./EnquiryForm.module.scss";

export const fieldId = (name: string) => `enquiry-${name}`;

function FieldLabel({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={fieldId(name)} className={styles.label}>
      {label}
      {required && (
        <span aria-hidden="true" className={styles.required}>
          {" "}
          *
        </span>
      )}
    </label>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "url";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Left out: hidden, and disabled so that it is neither checked nor sent (what was typed stays in it). */
  off?: boolean;
  /** Hidden until its topic is chosen; the stylesheet shows it then, without JavaScript too (EnquiryForm.module.scss). */
  untilChosen?: boolean;
}

/**
 * People type a website as "acme.co.uk", which the browser's URL check refuses: the address gets its "https://" when
 * the visitor leaves the box, or, pressing Enter in it, as the form checks it (the check then runs again on the
 * address as fixed, and shows no message for the address as typed).
 */
const urlHandlers = {
  onBlur: (event: { currentTarget: HTMLInputElement }) => {
    event.currentTarget.value = withScheme(event.currentTarget.value);
  },
  onInvalid: (event: { currentTarget: HTMLInputElement; preventDefault: () => void }) => {
    const input = event.currentTarget;
    const fixed = withScheme(input.value);
    if (fixed === input.value || !input.validity.typeMismatch) return;
    event.preventDefault();
    input.value = fixed;
    queueMicrotask(() => input.form?.requestSubmit());
  },
};

/** A labelled input, capped at its field's length (src/lib/leads.ts). Uncontrolled (no value prop), so text typed before hydration survives it. */
export function TextField({
  name,
  label,
  type = "text",
  required,
  autoComplete,
  placeholder,
  inputRef,
  className,
  off = false,
  untilChosen = false,
}: TextFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} hidden={off || untilChosen}>
      <FieldLabel name={name} label={label} required={required} />
      <input
        ref={inputRef}
        id={fieldId(name)}
        name={name}
        type={type}
        required={required}
        disabled={off}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLengthOf(name)}
        className={styles.control}
        {...(type === "url" ? urlHandlers : {})}
      />
    </div>
  );
}

/** An option whose value is what it says, or one whose value (what is sent) differs from its label. */
export type SelectOption = string | { readonly value: string; readonly label: string };

const optionOf = (option: SelectOption) => (typeof option === "string" ? { value: option, label: option } : option);

interface SelectFieldProps {
  name: string;
  label: string;
  /** The blank first option, e.g. "Select a service"; without one, the first option is chosen. */
  placeholder?: string;
  options: readonly SelectOption[];
  required?: boolean;
  className?: string;
  /** Left out: hidden, and disabled so that it is neither checked nor sent (the choice stays made). */
  off?: boolean;
  /** Hidden until its topic is chosen; the stylesheet shows it then, without JavaScript too (EnquiryForm.module.scss). */
  untilChosen?: boolean;
}

/** A labelled select with a blank first option, so "required" means a choice was made. Uncontrolled. */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  required,
  className,
  off = false,
  untilChosen = false,
}: SelectFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} hidden={off || untilChosen}>
      <FieldLabel name={name} label={label} required={required} />
      <select id={fieldId(name)} name={name} required={required} disabled={off} className={styles.control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(optionOf).map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
