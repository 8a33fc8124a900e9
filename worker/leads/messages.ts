import { isApplication } from "../../src/lib/enquiryTopic";
import { MULTILINE_FIELD } from "../../src/lib/leads";
import type { Channel } from "./settings";

// What each channel is sent, as text: the team's webhook and email get the lead's fields; the visitor gets fixed
// words and, for a guide, its title and link from the site's own list; and when a lead has not gone through for a
// day, the team gets an alert with its id and how to read it, and none of its fields.

/** A guide a lead asked for, as the site's own list of documents names it: never as the form did. */
export interface Guide {
  path: string;
  title: string;
  link: string;
}

/** A lead as it is kept: its id, when it came, its fields, and the guide it asked for, if the list holds it. */
export interface KeptLead {
  id: string;
  receivedAt: number;
  fields: Record<string, string>;
  guide?: Guide;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** A text on one line: what a subject carries. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function subjectOf({ fields }: KeptLead): string {
  if (fields.form === "guide") return oneLine(`Guide request: ${fields.guide ?? ""} from ${fields.name ?? ""}`);
  return oneLine(`${isApplication(fields.topic) ? "Application" : "Enquiry"} from ${fields.name ?? ""}`);
}

/**
 * The fields as lines of "name: value". The message's own lines are indented under it, so none of them can pass
 * for a field of its own ("email: someone@else.example").
 */
export const leadText = ({ fields }: KeptLead) =>
  Object.entries(fields)
    .map(([name, value]) => `${name}: ${name === MULTILINE_FIELD ? value.replace(/\n/g, "\n    ") : value}`)
    .join("\n");

/**
 * Text for Slack's markup: &, < and > escaped, as Slack asks, so a lead cannot write `<!channel>` to ping a whole
 * channel or `<https://evil.example|Open the lead in CRM>` to disguise a link.
 */
const slackEscaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The webhook's JSON: `text` for a Slack incoming webhook, `lead` (the fields) and `id` for a CRM or Zapier. */
export const webhookBody = (lead: KeptLead) => ({
  id: lead.id,
  text: slackEscaped(`${subjectOf(lead)}\n${leadText(lead)}`),
  lead: lead.fields,
});

export const teamEmail = (lead: KeptLead, to: string): Email => ({
  to,
  subject: subjectOf(lead),
  text: `${leadText(lead)}\n\nLead ${lead.id}`,
  replyTo: lead.fields.email,
});

/**
 * What the visitor is sent: fixed text and, for a guide, its title and link from the site's own list. Nothing the
 * form carried is in it but the address it goes to, so no sender can put words of theirs before a stranger.
 */
export function visitorEmail({ fields, guide }: KeptLead): Email | undefined {
  const to = fields.email ?? "";
  if (fields.form === "guide") {
    return guide
      ? {
          to,
          subject: `Your copy of ${guide.title}`,
          text: `Hello,\n\nThank you for asking for ${guide.title}. Here it is:\n\n${guide.link}\n\nIf you have questions as you work through it, reply to this email.`,
        }
      : undefined;
  }
  const application = isApplication(fields.topic);
  return {
    to,
    subject: application ? "We have your application" : "We have your enquiry",
    text: application
      ? "Hello,\n\nThank you for your application. It has reached us, and one of the team will reply to this address."
      : "Hello,\n\nThank you for getting in touch. Your enquiry has reached us, and one of the team will reply to this address.",
  };
}

const CHANNEL_NAMES: Record<Channel, string> = {
  webhook: "the team's webhook",
  team: "the team's email",
  visitor: "the email to the visitor",
};

/** A lead that has not gone through for a day, as the alert names it. */
export interface DeadLead {
  id: string;
  receivedAt: number;
  form: string;
  channels: Channel[];
}

/** The alert: each dead lead's id, form, time and channels, and the commands that read and resend it. */
export function alertText(dead: readonly DeadLead[]): { subject: string; text: string } {
  const lines = dead.map(
    (lead) =>
      `- ${lead.id}: ${lead.form === "guide" ? "a guide request" : "an enquiry"} from ${new Date(lead.receivedAt).toISOString().slice(0, 16).replace("T", " ")} UTC, not delivered to ${lead.channels.map((channel) => CHANNEL_NAMES[channel]).join(" or ")}`,
  );
  const first = dead[0]?.id ?? "<id>";
  return {
    subject: `${dead.length === 1 ? "A lead" : `${dead.length} leads`} could not be delivered for a day`,
    text: [
      `${dead.length === 1 ? "This lead has" : "These leads have"} not reached every channel in a day. The site keeps ${dead.length === 1 ? "it" : "them"} and has stopped trying:`,
      ...lines,
      "",
      `Read one: npm run leads -- show ${first} --remote`,
      `Send it again, once its channel works: npm run leads -- replay ${first} --remote`,
      'Every lead that is pending or dead: npm run leads -- list --remote (docs/forms.md, "When a lead is not delivered")',
    ].join("\n"),
  };
}
