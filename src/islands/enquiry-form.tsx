import { EnquiryForm } from "../components/forms/EnquiryForm/EnquiryForm";
import { island } from "../lib/islands/island";

/** The contact page's enquiry form. */
export const EnquiryFormIsland = island("enquiry-form", EnquiryForm);
