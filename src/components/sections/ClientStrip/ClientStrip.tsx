import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { Container } from "../../ui/Section/Section";
import * as styles from "./ClientStrip.module.scss";

export const clientStripFields = graphql`
  fragment ClientStripFields on ClientStrip {
    id
    title
    clients: items {
      slug
      name
    }
  }
`;

/** A line of client names, set as wordmarks. */
export function ClientStrip({ strip }: { strip: Queries.ClientStripFieldsFragment }) {
  const id = strip.id ?? defaultSectionAnchors.clients;
  const heading = `${id}-heading`;
  return (
    <section id={id} className={styles.strip} aria-labelledby={heading}>
      <Container>
        <h2 id={heading} className={styles.title}>
          {strip.title}
        </h2>
        <ul className={styles.names}>
          {strip.clients.map((client) => (
            <li key={client.slug}>{client.name}</li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
