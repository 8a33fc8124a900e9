import * as styles from "./Initials.module.scss";

/** "Amelia Hart" → "AH". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);

/** A person's initials in a disc, where a photograph would go; decorative, as their name is beside it. */
export function Initials({ name, size = "md", className }: { name: string; size?: "md" | "lg"; className?: string }) {
  return (
    <span className={[styles.avatar, styles[size], className].filter(Boolean).join(" ")} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
