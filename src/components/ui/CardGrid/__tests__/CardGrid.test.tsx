import { render, screen } from "@testing-library/react";
import { cardRows, cardTracks } from "../../../../lib/cardRows";
import { Card } from "../Card";
import { CARD_BREAKPOINTS, CardGrid } from "../CardGrid";
import { sheetLastRows, sheetSpans, sheetTracks } from "./cardGridSheet";

// The module's classes as the sheet writes them (identity-obj-proxy gives a namespace import no names), so a class
// the sheet does not write is missing here too.
// jest.config.js maps every style module to one module, so this mock is Card.module.scss's too: it names its class.
jest.mock("../CardGrid.module.scss", () => {
  const { sheetClasses } = jest.requireActual<typeof import("./cardGridSheet")>("./cardGridSheet");
  return Object.fromEntries([...sheetClasses(), "card"].map((name) => [name, name]));
});

const classesOf = (element: HTMLElement) => element.className.split(" ");
const items = (count: number) => Array.from({ length: count }, (_, index) => <li key={index}>Card {index + 1}</li>);

describe("CardGrid", () => {
  it("is a list without bullets that takes, at each breakpoint it names, the columns its cards fill", () => {
    render(<CardGrid columns={{ md: 2, lg: 3 }}>{items(6)}</CardGrid>);
    expect(classesOf(screen.getByRole("list"))).toEqual(["grid", "list", "mdT2", "mdS1", "lgT3", "lgS1"]);
  });

  it("sets four cards with room for three two and two, never three and one", () => {
    render(<CardGrid columns={{ lg: 3 }}>{items(4)}</CardGrid>);
    expect(classesOf(screen.getByRole("list"))).toEqual(["grid", "list", "lgT2", "lgS1"]);
  });

  it("widens the cards of a short last row to share it: five cards with room for three", () => {
    render(<CardGrid columns={{ xl: 3 }}>{items(5)}</CardGrid>);
    expect(classesOf(screen.getByRole("list"))).toEqual(["grid", "list", "xlT6", "xlS2", "xlL3x2"]);
  });

  it("takes another gap, a class of the list's own and an ordered list", () => {
    render(
      <CardGrid as="ol" columns={{ sm: 2 }} gap={4} className="narrow">
        {items(2)}
      </CardGrid>,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(classesOf(list)).toEqual(["grid", "list", "gap4", "smT2", "smS1", "narrow"]);
  });

  it("lays out terms without the list reset a <dl> does not need", () => {
    const { container } = render(
      <CardGrid as="dl" columns={{ md: 2 }}>
        <div>
          <dt>Term</dt>
          <dd>Definition</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>Definition</dd>
        </div>
      </CardGrid>,
    );
    expect(classesOf(container.querySelector("dl")!)).toEqual(["grid", "mdT2", "mdS1"]);
  });
});

it("the style sheet writes every layout the grid can ask for, up to six columns and sixty cards", () => {
  expect(CARD_BREAKPOINTS).toEqual(["base", "sm", "md", "lg", "xl"]);
  for (let most = 2; most <= 6; most++) {
    for (let count = 1; count <= 60; count++) {
      const rows = cardRows(count, most);
      const layout = cardTracks(rows);
      expect(sheetTracks).toContain(layout.tracks);
      expect(sheetSpans).toContain(layout.span);
      if (rows.last > 0) expect(sheetLastRows).toContain(`${layout.lastSpan}x${rows.last}`);
    }
  }
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
