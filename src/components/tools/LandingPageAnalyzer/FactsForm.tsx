import {
  countFields,
  trustKeys,
  type CountField,
  type FactsRaw,
  type TrustKey,
} from "../../../lib/tools/landingPageForm";
import { CheckField, TextField } from "../ToolField/ToolField";
import * as styles from "./LandingPageAnalyzer.module.scss";

const countLabels: Record<CountField, string> = {
  h1Count: "Number of h1 headings",
  formFieldCount: "Form fields a visitor fills in",
  imageCount: "Number of images",
  imagesMissingAlt: "Images without alt text",
  distinctCtaCount: "Different calls to action",
};

const trustLabels: Record<TrustKey, string> = {
  testimonials: "Testimonials or case studies",
  reviews: "Reviews or star ratings",
  guarantees: "A guarantee",
  logos: "Client, press or accreditation logos",
};

interface FactsFormProps {
  raw: FactsRaw;
  errors: Partial<Record<CountField, string>>;
  onChange: (raw: FactsRaw) => void;
  fromSharedHtml: boolean;
}

export function FactsForm({ raw, errors, onChange, fromSharedHtml }: FactsFormProps) {
  const set = <K extends keyof FactsRaw>(key: K, value: FactsRaw[K]) => onChange({ ...raw, [key]: value });
  return (
    <>
      {fromSharedHtml && (
        <p className={styles.notice}>
          These facts were read from a page's HTML when the link was shared. Paste the HTML again to re-check the page
          itself.
        </p>
      )}
      <TextField
        id="analyzer-title"
        label="Page title"
        hint="Leave empty if the page has no title."
        inputMode="text"
        value={raw.title}
        onChange={(v) => set("title", v)}
        maxLength={300}
      />
      <TextField
        id="analyzer-description"
        label="Meta description"
        hint="Leave empty if the page has none."
        inputMode="text"
        value={raw.metaDescription}
        onChange={(v) => set("metaDescription", v)}
        maxLength={300}
      />
      <div className={styles.counts}>
        {countFields.map((field) => (
          <TextField
            key={field}
            id={`analyzer-${field}`}
            label={countLabels[field]}
            inputMode="numeric"
            value={raw[field]}
            onChange={(v) => set(field, v)}
            error={errors[field]}
            maxLength={12}
          />
        ))}
      </div>
      <CheckField
        id="analyzer-cta-top"
        label="A call to action is visible without scrolling"
        checked={raw.ctaAboveFold}
        onChange={(v) => set("ctaAboveFold", v)}
      />
      <CheckField
        id="analyzer-viewport"
        label="The page has a mobile viewport meta tag"
        checked={raw.hasViewport}
        onChange={(v) => set("hasViewport", v)}
      />
      <fieldset className={styles.trust}>
        <legend>Trust signals on the page</legend>
        {trustKeys.map((key) => (
          <CheckField
            key={key}
            id={`analyzer-trust-${key}`}
            label={trustLabels[key]}
            checked={raw.trust[key]}
            onChange={(v) => set("trust", { ...raw.trust, [key]: v })}
          />
        ))}
      </fieldset>
    </>
  );
}
