import { CardGrid, type Columns } from "../CardGrid/CardGrid";
import { SiteLink } from "../SiteLink/SiteLink";
import * as styles from "./LinkCards.module.scss";

export interface LinkCard {
  href: string;
  label: string;
  /** One line on where the link leads. */
  note: string;
}

/** Pages to go on to, each a card with its name and a line about it (the 404 page's, the search page's sections). */
export function LinkCards({
  links,
  columns,
  className,
}: {
  links: readonly LinkCard[];
  columns: Columns;
  className?: string;
}) {
  return (
    <CardGrid columns={columns} gap={3} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={styles.link}>
            <span className={styles.label}>{link.label}</span>
            <span className={styles.note}>{link.note}</span>
          </SiteLink>
        </li>
      ))}
    </CardGrid>
  );
}
