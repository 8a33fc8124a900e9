import { type ReactNode } from "react";
import * as styles from "./Card.module.scss";

interface CardProps {
  /** An item of a CardGrid by default; "article" for a card that stands on its own inside one. */
  as?: "li" | "article";
  id?: string;
  /** What this card adds (a colour, its alignment); the panel, stacking and padding are the card's own. */
  className?: string;
  children: ReactNode;
}

/** The usual card of a CardGrid: a bordered panel whose content stacks. */
export function Card({ as: Element = "li", id, className, children }: CardProps) {
  return (
    <Element id={id} className={[styles.card, className].filter(Boolean).join(" ")}>
      {children}
    </Element>
  );
}
