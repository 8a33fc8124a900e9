import { render, screen } from "@testing-library/react";
import { Card } from "../Card";
import { CardGrid } from "../CardGrid";

// Each class of the module as its own name (identity-obj-proxy gives a namespace import no names), so the
// classes read as CardGrid.module.scss writes them.
jest.mock("../CardGrid.module.scss", () =>
  Object.fromEntries(
    ["grid", "list", "gap3", "gap4", "gap6", "base2", "baseFill15", "md2", "md3", "lg3", "xlFit16", "card"].map(
      (name) => [name, name],
    ),
  ),
);

const classesOf = (element: HTMLElement) => element.className.split(" ");

describe("CardGrid", () => {
  it("is a list without bullets whose columns change at each breakpoint it names", () => {
    render(
      <CardGrid columns={{ md: 2, xl: "fit16" }}>
        <li>One</li>
      </CardGrid>,
    );
    expect(classesOf(screen.getByRole("list"))).toEqual(["grid", "list", "md2", "xlFit16"]);
  });

  it("takes another gap, a class of the list's own and an ordered list", () => {
    render(
      <CardGrid as="ol" columns={{ base: "fill15", lg: 3 }} gap={4} className="narrow">
        <li>One</li>
      </CardGrid>,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(classesOf(list)).toEqual(["grid", "list", "gap4", "baseFill15", "lg3", "narrow"]);
  });

  it("lays out terms without the list reset a <dl> does not need", () => {
    const { container } = render(
      <CardGrid as="dl" columns={{ md: 2 }}>
        <dt>Term</dt>
        <dd>Definition</dd>
      </CardGrid>,
    );
    expect(classesOf(container.querySelector("dl")!)).toEqual(["grid", "md2"]);
  });
});

describe("Card", () => {
  it("is a list item with the card's classes and the component's own", () => {
    render(
      <ul>
        <Card id="quality-score" className="term">
          Quality Score
        </Card>
      </ul>,
    );
    const item = screen.getByRole("listitem");
    expect(item).toHaveAttribute("id", "quality-score");
    expect(classesOf(item)).toEqual(["card", "term"]);
  });

  it("can stand as an article", () => {
    render(<Card as="article">Story</Card>);
    expect(screen.getByRole("article")).toHaveClass("card");
  });
});
