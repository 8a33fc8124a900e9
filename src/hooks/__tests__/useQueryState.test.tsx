import { act, render } from "@testing-library/react";
import { useState } from "react";
import { MAX_URL_LENGTH } from "../../lib/tools/queryState";
import { useRestoreFromQuery, useSyncQuery } from "../useQueryState";

let setValue: (value: string) => void = () => undefined;

function Probe() {
  const [value, set] = useState("default");
  setValue = set;
  const ready = useRestoreFromQuery((params) => set(params.get("v") ?? "default"));
  const fits = useSyncQuery(new URLSearchParams(value === "default" ? "" : `v=${value}`), ready);
  return (
    <p>
      {value} {fits ? "fits" : "too long"}
    </p>
  );
}

describe("URL query state", () => {
  it("restores from the query after mount, then rewrites it on each change without adding history", () => {
    window.history.replaceState({ key: "gatsby" }, "", "/tool/?v=shared#tool");
    const length = window.history.length;
    const { container } = render(<Probe />);
    expect(container).toHaveTextContent("shared");
    act(() => setValue("next"));
    expect(window.location.search).toBe("?v=next");
    expect(window.location.hash).toBe("#tool");
    expect(window.history.state).toEqual({ key: "gatsby" });
    act(() => setValue("default"));
    expect(window.location.search).toBe("");
    expect(window.history.length).toBe(length);
  });

  it("leaves parameters it does not own alone until something changes", () => {
    window.history.replaceState(null, "", "/tool/?utm_source=newsletter");
    render(<Probe />);
    expect(window.location.search).toBe("?utm_source=newsletter");
    act(() => setValue("typed"));
    expect(window.location.search).toBe("?v=typed");
  });

  it(`writes no address longer than ${MAX_URL_LENGTH} characters, leaving the bare page's, until the query fits again`, () => {
    window.history.replaceState(null, "", "/tool/#tool");
    const { container } = render(<Probe />);
    // "/tool/?v=" and "#tool" around the value, after the origin.
    const room = MAX_URL_LENGTH - `${window.location.origin}/tool/?v=#tool`.length;
    // Each "é" is written as %C3%A9: six characters.
    act(() => setValue(`${"é".repeat(Math.floor(room / 6))}${"a".repeat(room % 6)}`));
    expect(window.location.href).toHaveLength(MAX_URL_LENGTH);
    expect(container).toHaveTextContent("fits");
    act(() => setValue(`${"é".repeat(Math.floor(room / 6))}${"a".repeat((room % 6) + 1)}`));
    expect(window.location.href).toBe(`${window.location.origin}/tool/#tool`);
    expect(container).toHaveTextContent("too long");
    act(() => setValue("short"));
    expect(window.location.search).toBe("?v=short");
    expect(container).toHaveTextContent("fits");
  });
});
