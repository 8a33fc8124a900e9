import { useEffect, useRef, useState } from "react";
import { characterCountText, MESSAGE_MAX_LENGTH } from "./enquiryCopy";
import { fieldId } from "./FormField";
import * as styles from "./EnquiryForm.module.scss";

/**
 * The free-text message, capped at 5,000 characters with a live count, so a
 * very long paste is cut at the limit and the reader is told why.
 */
export function MessageField({ name, label }: { name: string; label: string }) {
  const [count, setCount] = useState(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const countId = `${fieldId(name)}-count`;

  // Text typed before hydration is still in the (uncontrolled) textarea: count it.
  useEffect(() => setCount(textarea.current?.value.length ?? 0), []);

  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={textarea}
        id={fieldId(name)}
        name={name}
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby={countId}
        onInput={(event) => setCount(event.currentTarget.value.length)}
        className={styles.control}
      />
      <p id={countId} className={count >= MESSAGE_MAX_LENGTH ? styles.countFull : styles.count} aria-live="polite">
        {characterCountText(count)}
      </p>
    </div>
  );
}
