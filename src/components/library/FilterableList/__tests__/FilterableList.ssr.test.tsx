/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from "react-dom/server";
import { fruits, Fruits } from "./fruits";

// The prerendered HTML is what a visitor reads, and searches with, before React hydrates or without JavaScript.
describe("FilterableList before hydration", () => {
  const html = renderToStaticMarkup(<Fruits />);

  it("lists every item with the unfiltered count line", () => {
    for (const fruit of fruits) expect(html).toContain(`<li>${fruit.name}</li>`);
    expect(html).toContain(">3/3 All</p>");
  });

  it("searches with a GET form, so Enter reloads with ?q= and the list is filtered once it hydrates", () => {
    expect(html).toMatch(/<form(?=[^>]* role="search")(?=[^>]* method="get")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]* type="search")(?=[^>]* name="q")[^>]*>/);
  });
});
