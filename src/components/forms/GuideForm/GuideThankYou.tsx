import { MailCheck } from "lucide-react";
import { forwardRef } from "react";
import { ButtonLink, buttonClass } from "../../ui/Button/Button";
import * as styles from "./GuideForm.module.scss";
import { guideFormCopy as copy } from "./guideFormCopy";

interface GuideThankYouProps {
  guideName: string;
  /** The first four things the guide contains. */
  included: readonly string[];
  onAnother: () => void;
}

/** Shown after a guide request. It takes focus, so screen readers announce its heading. */
export const GuideThankYou = forwardRef<HTMLElement, GuideThankYouProps>(function GuideThankYou(
  { guideName, included, onAnother },
  ref,
) {
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="guide-thanks-title" className={styles.thanks} data-guide-thanks>
      <MailCheck aria-hidden="true" size={40} className={styles.thanksIcon} />
      <h2 id="guide-thanks-title" className={styles.title}>
        {copy.thanksTitle}
      </h2>
      <p>{copy.thanksLead(guideName)}</p>
      <p>{copy.thanksSpam}</p>
      <p className={styles.listTitle}>{copy.thanksListTitle}</p>
      <ul className={styles.included}>
        {included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={copy.bookCall.href}>{copy.bookCall.label}</ButtonLink>
        <button type="button" className={buttonClass("secondary")} onClick={onAnother}>
          {copy.another}
        </button>
      </div>
    </section>
  );
});
