import { Search } from "lucide-react";
import { buttonClass } from "../Button/Button";
import * as styles from "./SearchField.module.scss";

interface SearchFieldProps {
  /** The input's id, which its label (drawn by the form around it) names. */
  id: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** The search page's own box is larger than a list's filter. */
  size?: "md" | "lg";
}

/**
 * A search box and its Search button, for a form that submits `q` (the glossary's and playbooks' filters, the site
 * search): the text is kept in the URL, so without JavaScript the button still submits it.
 */
export function SearchField({ id, value, placeholder, onChange, size = "md" }: SearchFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.box}>
        <Search aria-hidden="true" focusable="false" size={20} className={styles.icon} />
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          className={`${styles.input} ${styles[size]}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <button type="submit" className={buttonClass("secondary", styles.submit)}>
        Search
      </button>
    </div>
  );
}
