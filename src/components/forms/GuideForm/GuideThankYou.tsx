import { Download, MailCheck } from "lucide-react";
import { fileFacts, type DownloadFile } from "../../../lib/downloads";
import { forwardRef } from "react";
import { ActionLink } from "../../ui/Button/ActionLink";
import { buttonClass } from "../../ui/Button/Button";
import * as styles from "./GuideForm.module.scss";
import { deliveryMode, inDeliveryMode, type LeadContact } from "../../../lib/leads";
import { ContactLinks } from "../LeadForm/LeadFormParts";
import { guideDeliveryCopy, guideFormCopy as copy, type OfferKind } from "./guideFormCopy";

/** The document a guide form hands over, as the landing page passes it to the island. */
export interface GuideDocument extends DownloadFile {
  /** A guide or a playbook: the form's button and thank-you name it so. */
  kind: OfferKind;
  /** Its channel (PPC, SEO…): the form's one question follows it (qualifyingQuestion). */
  channel: string;
  /** The name the browser saves it under. */
  savedAs: string;
  /** Its absolute address, sent with the lead so the receiver can email it. */
  url: string;
}

interface GuideThankYouProps {
  guideName: string;
  document: GuideDocument;
  /** The first four things the guide contains. */
  included: readonly string[];
  contact: LeadContact;
  onAnother: () => void;
}

/** Shown after a guide request. It takes focus, so screen readers announce its heading. */
export const GuideThankYou = forwardRef<HTMLElement, GuideThankYouProps>(function GuideThankYou(
  { guideName, document, included, contact, onAnother },
  ref,
) {
  const delivery = inDeliveryMode(guideDeliveryCopy);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="guide-thanks-title" className={styles.thanks} data-guide-thanks>
      <MailCheck aria-hidden="true" size={40} className={styles.thanksIcon} />
      <h2 id="guide-thanks-title" className={styles.title}>
        {delivery.thanksTitle}
      </h2>
      <p>{delivery.thanksLead(guideName)}</p>
      <p>
        {delivery.thanksNext(contact.replyWithin)}
        {deliveryMode() === "simulated" && (
          <>
            {" "}
            <ContactLinks contact={contact} />.
          </>
        )}
      </p>
      <div className={styles.download}>
        <p className={styles.downloadLead}>{delivery.downloadLead}</p>
        <a
          href={document.path}
          download={document.savedAs}
          type={document.mediaType}
          className={buttonClass("primary", styles.downloadButton)}
          data-guide-download
        >
          <Download aria-hidden="true" focusable="false" size={18} />
          {copy.download(document.title)}
        </a>
        <p className={styles.downloadFacts}>{fileFacts(document)}</p>
      </div>
      <p className={styles.listTitle}>{copy.thanksListTitle(document.kind)}</p>
      <ul className={styles.included}>
        {included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ActionLink link={copy.bookCall} />
        <button type="button" className={buttonClass("secondary")} onClick={onAnother}>
          {copy.another}
        </button>
      </div>
    </section>
  );
});
