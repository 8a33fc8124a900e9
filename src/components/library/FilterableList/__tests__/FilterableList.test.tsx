import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Fruits } from "./fruits";

const names = () => screen.queryAllByRole("listitem").map((item) => item.textContent);

beforeEach(() => {
  window.history.replaceState(null, "", "/fruit/");
});

describe("FilterableList", () => {
  it("passes the count line the shown and total counts and the chosen category", async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    expect(screen.getByRole("status")).toHaveTextContent("3/3 All");
    await user.click(screen.getByRole("button", { name: "Orchard" }));
    expect(names()).toEqual(["Apple", "Pear"]);
    expect(screen.getByRole("status")).toHaveTextContent("2/3 Orchard");
    expect(window.location.search).toBe("?category=Orchard");
  });

  it("searches every text of an item, literally and ignoring case", async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.type(screen.getByRole("searchbox", { name: "Search fruit" }), "(WHEN");
    expect(names()).toEqual(["Pear"]);
    expect(screen.getByRole("status")).toHaveTextContent("1/3 All");
  });

  it("shows the empty state in place of the list, and its button clears the filter", async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    await user.click(screen.getByRole("button", { name: "Citrus" }));
    await user.type(screen.getByRole("searchbox"), "apple");
    expect(screen.queryByRole("list", { name: "Fruit" })).toBeNull();
    expect(screen.getByRole("heading", { name: "No fruit found" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0/3 Citrus");
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(names()).toEqual(["Apple", "Pear", "Lime"]);
    expect(window.location.search).toBe("");
  });
});
