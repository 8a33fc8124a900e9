import { graphql } from "gatsby";
import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { useSiteFacts } from "../../../hooks/useSiteFacts";
import { ChatButton } from "../../layout/BottomBar/ChatButton";
import { buttonClass } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import * as styles from "./ContactMethods.module.scss";

export const contactMethodFields = graphql`
  fragment ContactMethodFields on ContactMethod {
    kind
    title
    description
  }
`;

const ICONS: Record<string, LucideIcon> = { phone: Phone, email: Mail, chat: MessageCircle };

/** The action of a method: the number and address come from site.json, so they match the footer. */
function MethodAction({ kind }: { kind: string }) {
  const site = useSiteFacts();
  if (kind === "phone") {
    return (
      <a href={site.phone.href} className={buttonClass("secondary", styles.action)}>
        {site.phone.display}
      </a>
    );
  }
  if (kind === "email") {
    return (
      <a href={`mailto:${site.email}`} className={buttonClass("secondary", styles.action)}>
        {site.email}
      </a>
    );
  }
  // SPEC §8: chat is not live yet, and the button says so rather than doing nothing.
  return <ChatButton label="Start a live chat" className={buttonClass("secondary", styles.action)} />;
}

/** Phone, email and live chat, each a card with one action. */
export function ContactMethods({ items }: { items: readonly Queries.ContactMethodFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 3 }}>
      {items.map((method) => {
        const Glyph = ICONS[method.kind];
        return (
          <Card key={method.kind} className={styles.card}>
            <span className={styles.icon}>{Glyph && <Glyph aria-hidden="true" size={24} />}</span>
            <h3 className={styles.title}>{method.title}</h3>
            <p className={styles.description}>{method.description}</p>
            <MethodAction kind={method.kind} />
          </Card>
        );
      })}
    </CardGrid>
  );
}
