import { type ReactNode } from "react";
import { SiteLink } from "../SiteLink/SiteLink";
import * as styles from "./Button.module.scss";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "light";

export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(" ");
}

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link styled as a button: calls to action go somewhere, so they are links. */
export function ButtonLink({ href, children, variant = "primary", className }: ButtonLinkProps) {
  return (
    <SiteLink href={href} className={buttonClass(variant, className)}>
      {children}
    </SiteLink>
  );
}
