import { act, render } from "@testing-library/react";
import { useState } from "react";
import { useRestoreFromQuery, useSyncQuery } from "../useQueryState";

let setValue: (value: string) => void = () => undefined;

function Probe() {
  const [value, set] = useState("default");
  setValue = set;
  const ready = useRestoreFromQuery((params) => set(params.get("v") ?? "default"));
  useSyncQuery(new URLSearchParams(value === "default" ? "" : `v=${value}`), ready);
  return <p>{value}</p>;
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
});
