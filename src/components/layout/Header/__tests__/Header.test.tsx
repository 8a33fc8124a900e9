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

  it("closes on a press anywhere in the header outside the open menu, as on the header's bar", async () => {
    const { button } = renderHeader();
    await userEvent.click(button("Services"));
    fireEvent.pointerDown(document.querySelector("header > div")!);
    expect(button("Services")).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button("Services"));
    fireEvent.pointerDown(screen.getAllByRole("link", { name: /home page/ })[0]!);
    expect(button("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open on a press in its panel or its button's press, and closes when its button is clicked", async () => {
    const { button } = renderHeader();
    await userEvent.click(button("Services"));
    fireEvent.pointerDown(screen.getByRole("link", { name: /Paid Advertising/ }));
    expect(button("Services")).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(button("Services"));
    expect(button("Services")).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open while focus moves from its button into its links, and closes when Tab leaves them", async () => {
    const { button } = renderHeader();
    const services = button("Services");
    services.focus();
    await userEvent.keyboard("{Enter}");
    expect(services).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(services.getAttribute("aria-controls") ?? "")!;
    const links = panel.querySelectorAll("a");
    for (const link of links) {
      await userEvent.tab();
      expect(link).toHaveFocus();
      expect(services).toHaveAttribute("aria-expanded", "true");
    }
    await userEvent.tab();
    expect(button("Industries")).toHaveFocus();
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
    await userEvent.keyboard("{Enter}");
    expect(button("Industries")).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab({ shift: true });
    expect(services).toHaveFocus();
    expect(button("Industries")).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the mobile menu on a press outside it and when focus leaves it", async () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    fireEvent.pointerDown(screen.getAllByRole("link", { name: "Get My Proposal" })[1]!);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(document.querySelector("header > div")!);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    act(() => screen.getByRole("button", { name: "After the header" }).focus());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the active section by path prefix", () => {
    const { button } = renderHeader("/services/paid-advertising/");
    expect(button("Services")).toHaveAccessibleName(/current section/);
    expect(button("Company")).not.toHaveAccessibleName(/current section/);
  });

  it("marks the page's section and its item on a campaign address: /services/google-ads-agency is /google-ads-agency", () => {
    const { button } = renderHeader("/services/google-ads-agency/");
    expect(button("Services")).toHaveAccessibleName(/current section/);
    expect(screen.getAllByRole("link", { name: /Google Ads Agency/, hidden: true })[0]).toHaveAttribute(
      "aria-current",
      "page",
    );
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
      "/contact/?topic=proposal",
    );
  });
});
