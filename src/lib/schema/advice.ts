import { z } from "zod";
import { named } from "./graphqlHints";
import { text } from "./shared";

// content/advice.json: the agency's standing recommendations, each told once. Copy quotes one as {advice:id}
// (src/lib/siteAdvice.ts), so an article, a page and a guide cannot give the same advice with different numbers,
// and the content check refuses a restatement with another number, by the phrases an entry lists.

/** A phrase that restates a recommendation: its words, with # where the number goes ("# distinct headlines"). */
const phrase = z
  .string()
  .regex(
    /^[^#]*#[^#]*$/,
    'should be the words that give this advice with # once, where its number goes, such as "# distinct headlines"',
  );

export const adviceItem = named(
  "Advice",
  z.object({
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, "should be lower-case words joined by hyphens, such as rsa-headlines"),
    /** What {advice:id} shows: the number, or the range, as copy writes it ("10", "15 to 20%"). */
    value: text,
    /** The recommendation in a sentence, for the editors' guide and the editing screen. */
    says: text,
    /** Why we give it. */
    why: text,
    /** The ways copy words it, each with # where the number goes: the content check reads these for another number. */
    phrases: z.array(phrase).min(1, "should list at least one phrase, with # where the number goes"),
  }),
);

export const adviceFileSchema = z.object({ advice: z.array(adviceItem).min(1) });

export type Advice = z.infer<typeof adviceItem>;
