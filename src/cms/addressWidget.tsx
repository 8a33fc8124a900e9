import { Component, type ChangeEvent } from "react";
import type { ImmutableValue, WidgetControlProps } from "./decap";
import { offeredRedirect, pathOnceSaved, redirectChoices } from "./renames";
import { withTrailingSlash } from "../lib/urls";

// An article's address field in the editing screen (src/cms/renames.ts): the part of the path after /blog/, and,
// once it moves a published article, the offer to redirect the old address here.

/** What Decap hands a field (its types leave out these three, which it always passes). */
interface Props extends WidgetControlProps {
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  entry?: ImmutableValue;
}

/** The note's text: the darkest grey of Decap's palette (its controls' grey, #798291, is under 4.5:1 on white). */
const NOTE_COLOUR = "#313d3e";

/** The field, given where each published article is now (renames.ts's livePaths). */
export function addressControl(live: ReadonlyMap<string, string>) {
  return class AddressControl extends Component<Props, { redirectOld: boolean }> {
    override state = { redirectOld: redirectChoices.get(this.file()) ?? true };

    file(): string {
      return String(this.props.entry?.get("path") ?? "");
    }

    slug(): string {
      return String(this.props.entry?.get("slug") ?? "");
    }

    choose = (event: ChangeEvent<HTMLInputElement>) => {
      redirectChoices.set(this.file(), event.target.checked);
      this.setState({ redirectOld: event.target.checked });
    };

    override render() {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const slug = this.slug();
      // A new article has no file yet: it is named after its title, as its address is until the editor types one.
      const isNew = Boolean(this.props.entry?.get("newRecord"));
      const moved = isNew ? undefined : offeredRedirect(live.get(this.file()), value, slug);
      // Once saved, the old address is among the article's old addresses, and redirects until it is taken out.
      const former = this.props.entry?.getIn(["data", "formerAddresses"]) as ImmutableValue | undefined;
      const kept = moved !== undefined && ((former?.toJS() as unknown[] | undefined) ?? []).includes(moved);
      const old = kept ? undefined : moved;
      const note = `${forID}-redirect`;
      return (
        <div>
          <input
            type="text"
            id={forID}
            className={classNameWrapper}
            value={value ?? ""}
            placeholder={isNew ? "" : slug}
            aria-describedby={old ? note : undefined}
            onChange={(event) => onChange(event.target.value)}
            onFocus={setActiveStyle}
            onBlur={setInactiveStyle}
          />
          {old && (
            <div id={note} style={{ marginTop: "0.75rem", lineHeight: 1.5, color: NOTE_COLOUR }}>
              <p style={{ margin: "0 0 0.5rem" }}>
                Saved, the article moves from {withTrailingSlash(old)} to{" "}
                {withTrailingSlash(pathOnceSaved(value, slug))}.
              </p>
              <label
                style={{ display: "flex", gap: "0.5rem", alignItems: "baseline", color: "inherit", font: "inherit" }}
              >
                <input type="checkbox" checked={this.state.redirectOld} onChange={this.choose} />
                <span>
                  Redirect the old address, {withTrailingSlash(old)}, to the new one (301), so that links and search
                  results that lead there keep working
                </span>
              </label>
            </div>
          )}
        </div>
      );
    }
  };
}
