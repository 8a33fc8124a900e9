import { type Ref } from "react";
import {
  CLIENT_BASE_FIELD,
  isApplication,
  PORTFOLIO_FIELD,
  SERVICE_FIELD,
  SERVICE_OPTIONS,
  type EnquiryChoices,
} from "../../../lib/enquiryTopic";
import { isRequired } from "../../../lib/leads";
import { APPLICATION_COPY, BUDGET_OPTIONS, TIMELINE_OPTIONS } from "./enquiryCopy";
import { SelectField, TextField } from "./FormField";
import { MessageField } from "./MessageField";
import { TopicFields } from "./TopicFields";
import * as styles from "./EnquiryForm.module.scss";

interface EnquiryFieldsProps {
  choices: EnquiryChoices;
  /** The topic chosen: an application asks its own questions in place of the sales ones. */
  topic: string;
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * The eight enquiry fields of SPEC §3, with only the browser's own validation (SPEC §5), after what the enquiry is
 * about (TopicFields.tsx). For a job application they give way to a CV or portfolio link and a note; for a
 * partnership, to the company, its clients and a note. A field left out keeps what was typed in it, should the
 * visitor change the topic back. Without JavaScript the stylesheet shows an application's own questions once its
 * topic is chosen, as it does the role and partnership type, beside the enquiry's (which the script leaves out).
 */
export function EnquiryFields({ choices, topic, firstFieldRef }: EnquiryFieldsProps) {
  const applying = isApplication(topic);
  const required = (field: string) => isRequired("enquiry", field, topic);
  return (
    <div className={styles.fields}>
      <TopicFields choices={choices} topic={topic} />
      <TextField
        name="name"
        label="Full Name"
        required={required("name")}
        autoComplete="name"
        inputRef={firstFieldRef}
      />
      <TextField name="email" label="Email Address" type="email" required={required("email")} autoComplete="email" />
      <TextField
        name={PORTFOLIO_FIELD}
        label={APPLICATION_COPY.portfolioLabel}
        type="url"
        required={required(PORTFOLIO_FIELD)}
        placeholder={APPLICATION_COPY.portfolioPlaceholder}
        className={styles.forCareers}
        untilChosen={topic !== "careers"}
      />
      <TextField
        name="company"
        label="Company Name"
        required={required("company")}
        autoComplete="organization"
        off={topic === "careers"}
      />
      <TextField
        name={CLIENT_BASE_FIELD}
        label={APPLICATION_COPY.clientBaseLabel}
        required={required(CLIENT_BASE_FIELD)}
        placeholder={APPLICATION_COPY.clientBasePlaceholder}
        className={styles.forPartnership}
        untilChosen={topic !== "partnership"}
      />
      <TextField
        name="website"
        label="Website URL"
        type="url"
        autoComplete="url"
        placeholder="https://www.example.co.uk"
        off={topic === "careers"}
      />
      <SelectField
        name={SERVICE_FIELD}
        label="Primary Service Interest"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        required={required(SERVICE_FIELD)}
        off={applying}
      />
      <SelectField
        name="budget"
        label="Monthly Budget Range"
        placeholder="Select a budget range"
        options={BUDGET_OPTIONS}
        off={applying}
      />
      <SelectField
        name="timeline"
        label="Timeline to Start"
        placeholder="Select a timeline"
        options={TIMELINE_OPTIONS}
        off={applying}
      />
      <MessageField
        name="message"
        label={applying ? APPLICATION_COPY.messageLabel[topic] : "Tell Us About Your Goals"}
      />
    </div>
  );
}
