import {
  ENQUIRY_TOPICS,
  PARTNER_TYPE_FIELD,
  ROLE_FIELD,
  TOPIC_FIELD,
  type EnquiryChoices,
} from "../../../lib/enquiryTopic";
import { PARTNER_TYPE_LABEL, PARTNER_TYPE_PLACEHOLDER, ROLE_LABEL, ROLE_PLACEHOLDER, TOPIC_LABEL } from "./enquiryCopy";
import { SelectField } from "./FormField";
import * as styles from "./EnquiryForm.module.scss";

/**
 * What the enquiry is about and, for a job application or a partnership, which role or partnership type. Each
 * follow-up is hidden while its topic is not chosen (so a page reader, or the Landing Page Analyzer, sees only the
 * questions asked), and the stylesheet shows it once it is, so the form asks the same without JavaScript.
 */
export function TopicFields({ choices, topic }: { choices: EnquiryChoices; topic: string }) {
  return (
    <>
      <SelectField name={TOPIC_FIELD} label={TOPIC_LABEL} options={ENQUIRY_TOPICS} className={styles.wide} />
      <SelectField
        name={ROLE_FIELD}
        label={ROLE_LABEL}
        placeholder={ROLE_PLACEHOLDER}
        options={choices.roles}
        className={`${styles.wide} ${styles.forCareers}`}
        untilChosen={topic !== "careers"}
      />
      <SelectField
        name={PARTNER_TYPE_FIELD}
        label={PARTNER_TYPE_LABEL}
        placeholder={PARTNER_TYPE_PLACEHOLDER}
        options={choices.partnerTypes}
        className={`${styles.wide} ${styles.forPartnership}`}
        untilChosen={topic !== "partnership"}
      />
    </>
  );
}
