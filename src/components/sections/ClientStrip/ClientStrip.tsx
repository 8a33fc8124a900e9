import { graphql } from "gatsby";
import { Container } from "../../ui/Section/Section";
import * as styles from "./ClientStrip.module.scss";

export const clientStripFields = graphql`
  fragment ClientStripFields on ClientStrip {
    title
    names
  }
`;

/** A line of client names, set as wordmarks. */
export function ClientStrip({ strip }: { strip: Queries.ClientStripFieldsFragment }) {
  return (
    <section className={styles.strip} aria-labelledby="clients-heading">
      <Container>
        <h2 id="clients-heading" className={styles.title}>
          {strip.title}
        </h2>
        <ul className={styles.names}>
          {strip.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
