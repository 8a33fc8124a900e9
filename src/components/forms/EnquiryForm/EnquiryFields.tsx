import { type Ref } from "react";
import { SERVICE_FIELD, SERVICE_OPTIONS, type EnquiryChoices } from "../../../lib/enquiryTopic";
import { isRequired } from "../../../lib/leads";
import { BUDGET_OPTIONS, TIMELINE_OPTIONS } from "./enquiryCopy";
import { SelectField, TextField } from "./FormField";
import { MessageField } from "./MessageField";
import { TopicFields } from "./TopicFields";
import * as styles from "./EnquiryForm.module.scss";

interface EnquiryFieldsProps {
  choices: EnquiryChoices;
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * The eight enquiry fields of SPEC §3, with only the browser's own validation (SPEC §5), after what the enquiry is
 * about (TopicFields.tsx).
 */
export function EnquiryFields({ choices, firstFieldRef }: EnquiryFieldsProps) {
  return (
    <div className={styles.fields}>
      <TopicFields choices={choices} />
      <TextField
        name="name"
        label="Full Name"
        required={isRequired("enquiry", "name")}
        autoComplete="name"
        inputRef={firstFieldRef}
      />
      <TextField
        name="email"
        label="Email Address"
        type="email"
        required={isRequired("enquiry", "email")}
        autoComplete="email"
      />
      <TextField name="company" label="Company Name" autoComplete="organization" />
      <TextField
        name="website"
        label="Website URL"
        type="url"
        autoComplete="url"
        placeholder="https://www.example.co.uk"
      />
      <SelectField
        name={SERVICE_FIELD}
        label="Primary Service Interest"
        placeholder="Select a service"
        options={SERVICE_OPTIONS}
        required={isRequired("enquiry", SERVICE_FIELD)}
      />
      <SelectField
        name="budget"
        label="Monthly Budget Range"
        placeholder="Select a budget range"
        options={BUDGET_OPTIONS}
      />
      <SelectField
        name="timeline"
        label="Timeline to Start"
        placeholder="Select a timeline"
        options={TIMELINE_OPTIONS}
      />
      <MessageField name="message" label="Tell Us About Your Goals" />
    </div>
  );
}
