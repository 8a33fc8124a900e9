import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import navigation from "../../../../../content/navigation.json";
import { loadRouteTable } from "../../../../../gatsby/content/readContent";
import { Header } from "../Header";
import { activeGroupName, currentPagePath } from "../../../../lib/headerState";

// The header reads its menus from content/navigation.json (tests/helpers/setup-unit.ts answers the static query).
const { groups } = navigation.header;

function renderHeader(pathname = "/about/") {
  const routes = loadRouteTable();
  render(
    <>
      <Header
        brand="Brand"
        pathname={pathname}
        activeGroup={activeGroupName(pathname, groups, routes)}
        currentPath={currentPagePath(pathname, routes)}
      />
      <p>Page body</p>
      <button type="button">After the header</button>
    </>,
  );
  const main = screen.getByRole("navigation", { name: "Main" });
  const button = (name: string) => screen.getAllByRole("button", { name: new RegExp(`^${name}`) })[0]!;
  return { main, button };
}

describe("Header", () => {
  it("ties each dropdown button to its panel with aria-expanded and aria-controls", async () => {
    const { button } = renderHeader();
    const services = button("Services");
    expect(services).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(services.getAttribute("aria-controls") ?? "");
    expect(panel).not.toBeVisible();
    await userEvent.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(screen.getByRole("link", { name: /Paid Advertising/ })).toHaveAttribute(
      "href",
      "/services/paid-advertising/",
    );
  });

  it("keeps only one dropdown open at a time", async () => {
    const { button } = renderHeader();
    await userEvent.click(button("Services"));
    await userEvent.click(button("Company"));
    expect(button("Services")).toHaveAttribute("aria-expanded", "false");
    expect(button("Company")).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on Escape and returns focus to the button", async () => {
    const { button } = renderHeader();
    await userEvent.click(button("Services"));
    await userEvent.keyboard("{Escape}");
    expect(button("Services")).toHaveAttribute("aria-expanded", "false");
    expect(button("Services")).toHaveFocus();
  });

  it("closes on a click outside the header and on a link click", async () => {
    const { button } = renderHeader();
    await userEvent.click(button("Company"));
    fireEvent.pointerDown(screen.getByText("Page body"));
    expect(button("Company")).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button("Company"));
    const about = screen.getAllByRole("link", { name: /About Us/ })[0]!;
    about.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(about);
    expect(button("Company")).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the active section by path prefix", () => {
    const { button } = renderHeader("/services/paid-advertising/");
    expect(button("Services")).toHaveAccessibleName(/current section/);
    expect(button("Company")).not.toHaveAccessibleName(/current section/);
  });

  it("opens a mobile menu listing the same groups and the proposal link", async () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    expect(mobile).toBeVisible();
    expect(mobile).toHaveTextContent("Services");
    expect(mobile).toHaveTextContent("Company");
    expect(screen.getAllByRole("link", { name: "Get My Proposal" }).map((link) => link.getAttribute("href"))).toContain(
      "/contact/",
    );
  });
});
