import * as styles from "./ToolField.module.scss";

interface ChoiceGroupProps {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  /** Lays the options out in a row on wide screens (for two or three short options). */
  inline?: boolean;
}

/** A question with one answer: radio buttons in a fieldset whose legend asks the question. */
export function ChoiceGroup({ name, legend, options, value, onChange, inline = false }: ChoiceGroupProps) {
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={inline ? styles.inlineOptions : styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
