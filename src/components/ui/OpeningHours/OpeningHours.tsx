import type { SiteFactsData } from "../../../hooks/useSiteFacts";
import { openingHoursLines } from "../../../lib/hours";

interface OpeningHoursProps {
  site: Pick<SiteFactsData, "openingHours" | "timeZoneLabel">;
  className?: string;
}

/** The office hours of content/site.json as a list of days and times, styled by the caller. */
export function OpeningHours({ site, className }: OpeningHoursProps) {
  return (
    <dl className={className}>
      {openingHoursLines(site.openingHours, site.timeZoneLabel).map((line) => (
        <div key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.time}</dd>
        </div>
      ))}
    </dl>
  );
}
