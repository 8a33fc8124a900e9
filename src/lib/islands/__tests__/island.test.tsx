import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server.node";
import { island, unserialisable } from "../island";

function Greeting({ name, items }: { name: string; items: readonly string[] }) {
  return (
    <p>
      Hello {name}, {items.length} items
    </p>
  );
}

describe("island", () => {
  const GreetingIsland = island("greeting", Greeting);

  it("renders the component inside a root that carries the island's name and props", () => {
    const html = renderToString(<GreetingIsland name="Ada" items={["a", "b"]} />);
    const root = new DOMParser().parseFromString(html, "text/html").querySelector("[data-island]");
    expect(root?.getAttribute("data-island")).toBe("greeting");
    expect(JSON.parse(root?.getAttribute("data-island-props") ?? "")).toEqual({ name: "Ada", items: ["a", "b"] });
    expect(root?.textContent).toBe("Hello Ada, 2 items");
    expect(GreetingIsland.island).toEqual({ name: "greeting", Component: Greeting });
  });

  it("refuses a prop that is not data, naming it", () => {
    const WithHandler = island("handler", ({ onPick }: { onPick: () => void }) => <button onClick={onPick} />);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<WithHandler onPick={() => undefined} />)).toThrow(
      'island "handler": props.onPick is not data (an island\'s props travel to the browser as JSON)',
    );
  });
});

describe("an island inside another", () => {
  it("is refused, naming both", () => {
    const Inner = island("inner", Greeting);
    const Outer = island("outer", ({ title }: { title: string }) => (
      <section>
        {title}
        <Inner name="Ada" items={[]} />
      </section>
    ));
    expect(() => renderToString(<Outer title="Hi" />)).toThrow(
      'island "inner" is inside island "outer": an island cannot hold another',
    );
  });

  it("is not confused with islands side by side", () => {
    const First = island("first", Greeting);
    const Second = island("second", Greeting);
    const html = renderToString(
      <main>
        <First name="A" items={[]} />
        <Second name="B" items={[]} />
      </main>,
    );
    expect(html.match(/data-island="/g)).toHaveLength(2);
  });
});

describe("unserialisable", () => {
  it("passes JSON data at any depth, and undefined fields (JSON leaves them out)", () => {
    expect(unserialisable({ a: [1, "two", { three: null, four: true }], skipped: undefined })).toBeUndefined();
  });

  it("names the first value JSON would lose or change", () => {
    expect(unserialisable({ list: [1, { at: new Date(0) }] })).toBe("props.list[1].at");
    expect(unserialisable({ ratio: Number.NaN })).toBe("props.ratio");
    expect(unserialisable({ nested: { fn: () => 1 } })).toBe("props.nested.fn");
  });
});
