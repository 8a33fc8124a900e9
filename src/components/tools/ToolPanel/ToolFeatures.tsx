import { Check } from "lucide-react";

/**
 * What a free tool does, a tick before each feature: the same list on the tool's page and on its card wherever
 * the free tools are listed (content/tools/{slug}.json, `tool.features`).
 */
export function ToolFeatures({
  features,
  className,
  label,
}: {
  features: ReadonlyArray<{ text: string }>;
  className?: string;
  /** The list's accessible name, where no heading names it. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {features.map((feature) => (
        <li key={feature.text}>
          <Check aria-hidden="true" focusable="false" size={16} />
          {feature.text}
        </li>
      ))}
    </ul>
  );
}
