import { render, screen } from "@testing-library/react";
import { ratings } from "../../../../lib/ratings";
import { RatingIcon, ratingText } from "../RatingIcon";

describe("RatingIcon", () => {
  it.each([
    ["excellent", "Rating: Excellent, a strength"],
    ["fast", "Rating: Fast, a strength"],
    ["cost-effective", "Rating: Cost-effective, a strength"],
    ["included", "Rating: Included, a strength"],
    ["expensive", "Rating: Expensive, a drawback"],
    ["slow", "Rating: Slow, a drawback"],
    ["limited", "Rating: Limited, a trade-off"],
  ] as const)("says what %s means in text, not only in colour", (rating, text) => {
    const { container } = render(<RatingIcon rating={rating} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("covers every rating the content schema accepts", () => {
    for (const rating of ratings) expect(ratingText(rating)).toMatch(/^Rating: .+, a (strength|drawback|trade-off)$/);
  });

  it("uses a different icon for strengths, drawbacks and trade-offs", () => {
    const icons = (["excellent", "expensive", "limited"] as const).map((rating) => {
      const { container, unmount } = render(<RatingIcon rating={rating} />);
      const markup = container.querySelector("svg")?.innerHTML;
      unmount();
      return markup;
    });
    expect(new Set(icons).size).toBe(3);
  });
});
