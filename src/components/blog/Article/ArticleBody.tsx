import { deliveryBlocksFor } from "../../../lib/deliveryBlocks";
import { withTrailingSlashLinks } from "../../../lib/urls";
import { Container } from "../../ui/Section/Section";
import * as styles from "./Article.module.scss";

/** An article's text, rendered from markdown at build time by gatsby-transformer-remark. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <Container className={styles.narrow}>
      {/* The HTML comes from our own markdown in content/blog, checked at build time; nobody else can write it. */}
      <div
        className={styles.prose}
        dangerouslySetInnerHTML={{ __html: withTrailingSlashLinks(deliveryBlocksFor(html)) }}
      />
    </Container>
  );
}
