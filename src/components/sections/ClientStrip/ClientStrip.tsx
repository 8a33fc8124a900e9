import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Container } from "../../ui/Section/Section";
import { Wordmark } from "../../ui/Wordmark/Wordmark";
import * as styles from "./ClientStrip.module.scss";

export const clientStripFields = graphql`
  fragment ClientStripFields on ClientStrip {
    id
    title
    clients: items {
      slug
      name
      logo
      mark
    }
  }
`;

/** A line of the clients' wordmarks: their marks and names, in one grey. */
export function ClientStrip({ strip }: { strip: Queries.ClientStripFieldsFragment }) {
  const id = strip.id ?? defaultSectionAnchors.clients;
  const heading = `${id}-heading`;
  return (
    <section id={id} className={styles.strip} aria-labelledby={heading}>
      <Container>
        <h2 id={heading} className={styles.title}>
          {strip.title}
        </h2>
        <CardGrid columns={{ base: 2, md: 3, xl: 6 }} gap={4} className={styles.names}>
          {strip.clients.map((client) => (
            <li key={client.slug}>
              <Wordmark client={client} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </section>
  );
}
