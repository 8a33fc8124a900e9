import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../ui/Button/Button";
import { focusThanks } from "../LeadForm/LeadFormParts";
import { AGAIN_LABEL } from "./enquiryCopy";
import * as styles from "./EnquiryForm.module.scss";

interface ThankYouProps {
  title: string;
  message: string;
  onAgain: () => void;
}

/** Shown once the enquiry has been sent (or its simulated send has finished); takes focus so keyboard and screen-reader users land on it. */
export function ThankYou({ title, message, onAgain }: ThankYouProps) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusThanks(heading.current, box.current), []);
  return (
    <div ref={box} className={styles.thankYou}>
      <CircleCheck aria-hidden="true" size={48} className={styles.thankYouIcon} />
      <h3 ref={heading} tabIndex={-1} className={styles.thankYouTitle}>
        {title}
      </h3>
      <p>{message}</p>
      <button type="button" className={buttonClass("secondary")} onClick={onAgain}>
        {AGAIN_LABEL}
      </button>
    </div>
  );
}
