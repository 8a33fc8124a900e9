import { render, screen, within } from "@testing-library/react";
import content from "../../../../../content/pages/tools.json";
import { ToolStack } from "../ToolStack";

const { disclosure } = content.toolStack;
// As GraphQL returns it: an absent optional field is null.
const categories = content.toolStack.categories.map((category) => ({
  ...category,
  tools: category.tools.map((tool) => ({ ...tool, affiliate: (tool as { affiliate?: boolean }).affiliate ?? null })),
}));

describe("ToolStack", () => {
  it("shows five categories of recommended tools", () => {
    render(<ToolStack categories={categories} disclosure={disclosure} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(5);
    expect(screen.getByText(disclosure)).toBeInTheDocument();
  });

  it("opens every tool in a new tab without opener or referrer, and says so", () => {
    render(<ToolStack categories={categories} disclosure={disclosure} />);
    const links = screen.getAllByRole("link");
    const tools = categories.flatMap((category) => category.tools);
    expect(links).toHaveLength(tools.length);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it("labels affiliate tools for readers and marks their links sponsored; others are not", () => {
    // The content marks no tool today: the first of each category is marked here, with a referral address.
    const marked = categories.map((category) => ({
      ...category,
      tools: category.tools.map((tool, index) =>
        index === 0 ? { ...tool, link: `${tool.link}?ref=kitelight`, affiliate: true } : tool,
      ),
    }));
    render(<ToolStack categories={marked} disclosure={disclosure} />);
    const tools = marked.flatMap((category) => category.tools);
    const affiliates = tools.filter((tool) => tool.affiliate);
    expect(affiliates.length).toBeGreaterThan(0);
    expect(screen.getAllByText("Affiliate link")).toHaveLength(affiliates.length);
    for (const tool of tools) {
      const card = screen.getByRole("heading", { level: 4, name: tool.name }).closest("li")!;
      const link = within(card).getByRole("link", { name: `Visit ${tool.name} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", tool.link);
      const sponsored = link.getAttribute("rel")?.split(" ").includes("sponsored");
      const isAffiliate = tool.affiliate === true;
      expect(sponsored).toBe(isAffiliate);
      expect(within(card).queryByText("Affiliate link") !== null).toBe(isAffiliate);
      expect(within(card).getByText(tool.why)).toBeInTheDocument();
    }
  });
});
