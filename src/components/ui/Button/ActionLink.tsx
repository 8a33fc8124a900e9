import { calendarFor } from "../../../lib/booking";
import { OutboundLink } from "../OutboundLink/OutboundLink";
import { ButtonLink, buttonClass, type ButtonVariant } from "./Button";

interface ActionLinkProps {
  link: { label: string; href: string };
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A call to action from content. One that books a call opens the booking calendar when the site was built with one
 * (src/lib/booking.ts), as an outbound link that says it opens in a new tab. Otherwise it goes where content says.
 */
export function ActionLink({ link, variant = "primary", className }: ActionLinkProps) {
  const calendar = calendarFor(link);
  if (calendar) {
    return (
      <OutboundLink href={calendar} className={buttonClass(variant, className)}>
        {link.label}
      </OutboundLink>
    );
  }
  return (
    <ButtonLink href={link.href} variant={variant} className={className}>
      {link.label}
    </ButtonLink>
  );
}
