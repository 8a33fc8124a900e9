import { Component } from "react";
import type { WidgetControlProps } from "./decap";

// A day in the editing screen (an article's publish date, a legal page's last update, an experiment's first and last
// days), typed as the UK writes it, DD/MM/YYYY, whatever the browser's language: a browser's own date picker orders
// the day as its language does (month first in US English). The file keeps the day as the site reads it, YYYY-MM-DD
// in quotes. What is not a real day stays as typed, and Publish refuses it with the field's pattern message.

/** The widget's name in config.yml (gatsby/cms/fields.ts). */
export const DAY_WIDGET = "uk-day";

/** How an editor writes a day, and what the field says when it is not one. */
export const DAY_HINT = "DD/MM/YYYY";

/** "10/11/2026" (or "10/11/2026 " as typed, or "1/2/2027") as "2026-11-10"; undefined for anything not a real day. */
export function isoDay(typed: string): string | undefined {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(typed);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** "2026-11-10" as "10/11/2026"; anything else as it is (what the editor typed and has not yet put right). */
export function ukDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

interface Props extends WidgetControlProps {
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

export class DayControl extends Component<Props, { typed: string }> {
  override state = { typed: ukDay(String(this.props.value ?? "")) };

  override render() {
    const { onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        id={forID}
        className={classNameWrapper}
        placeholder={DAY_HINT}
        value={this.state.typed}
        onChange={(event) => {
          const typed = event.target.value;
          this.setState({ typed });
          onChange(isoDay(typed) ?? typed);
        }}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
