import { GuideForm } from "../components/forms/GuideForm/GuideForm";
import { island } from "../lib/islands/island";

/** A landing page's guide download form, with the page's links that lead to it. */
export const GuideFormIsland = island("guide-form", GuideForm);
