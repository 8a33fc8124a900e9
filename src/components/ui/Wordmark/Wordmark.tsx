import * as styles from "./Wordmark.module.scss";

// A client's logo in the site's one style: its mark (a shape of its own, content/clients' `mark`, with its initials
// set inside) and its name beside it, set in the brand's typeface. Drawn, so it is crisp at any size and needs no
// image of theirs.

type Mark = "circle" | "square" | "hexagon" | "diamond" | "arch" | "shield";

/** Each mark's outline on a 32-unit square. */
const SHAPES: Record<Mark, string> = {
  circle: "M16 0a16 16 0 1 1 0 32a16 16 0 1 1 0-32z",
  square: "M7 0h18a7 7 0 0 1 7 7v18a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7z",
  hexagon: "M16 0l14 8v16l-14 8l-14-8V8z",
  diamond: "M16 0l16 16l-16 16L0 16z",
  arch: "M0 32V16a16 16 0 0 1 32 0v16z",
  shield: "M16 0l15 5v10c0 9-6 14.5-15 17C7 29.5 1 24 1 15V5z",
};

export interface WordmarkClient {
  name: string;
  logo: string;
  mark: string;
}

const isMark = (mark: string): mark is Mark => mark in SHAPES;

/** The mark alone: a shape with the client's initials, decorative beside its name. */
export function ClientMark({ client, size = "md" }: { client: WordmarkClient; size?: "md" | "lg" }) {
  if (!isMark(client.mark)) throw new Error(`${client.name}: no mark is drawn as "${client.mark}"`);
  return (
    <svg viewBox="0 0 32 32" className={`${styles.mark} ${styles[size]}`} aria-hidden="true" focusable="false">
      <path d={SHAPES[client.mark]} className={styles.shape} />
      <text x="16" y="16" dy="0.36em" textAnchor="middle" className={styles.initials}>
        {client.logo}
      </text>
    </svg>
  );
}

/** The client's mark and name, read as its name. */
export function Wordmark({ client }: { client: WordmarkClient }) {
  return (
    <span className={styles.wordmark}>
      <ClientMark client={client} />
      <span className={styles.name}>{client.name}</span>
    </span>
  );
}
