import { fireEvent, render, screen } from "@testing-library/react";
import navigation from "../../../../../content/navigation.json";
import { loadRouteTable } from "../../../../../gatsby/content/readContent";
import { brandMarkPath } from "../../../../lib/brandMark";
import { CHROME_SCRIPT } from "../../../../lib/chromeScript";
import { activeGroupName, currentPagePath } from "../../../../lib/headerState";
import { withTrailingSlash } from "../../../../lib/urls";
import { CHAT_MESSAGE, ChatButton } from "../../BottomBar/ChatButton";
import { DESKTOP_MENUS } from "../DropdownMenu";
import { Header } from "../Header";

// The header as the build renders it: HTML only, its menus <details>. The chrome's script runs on it as on a page
// (the real browser's side, where a summary toggles its details, is tests/browser/chrome.spec.ts). The header reads
// its menus from content/navigation.json (tests/helpers/setup-unit.ts answers the static query).
const { groups } = navigation.header;

function renderHeader(pathname = "/about/") {
  const routes = loadRouteTable();
  render(
    <>
      <Header
        brand="Brand"
        activeGroup={activeGroupName(pathname, groups, routes)}
        currentPath={currentPagePath(pathname, routes)}
      />
      <p>Page body</p>
      <ChatButton label="Chat" />
    </>,
  );
  const menu = (name: string) => document.querySelector<HTMLDetailsElement>(`details[data-menu="${name}"]`)!;
  return { menu };
}

/** Runs the chrome's script on the rendered page, as the page's inline script does. */
const runChromeScript = () => new Function(CHROME_SCRIPT)();

describe("Header", () => {
  it("leads with the brand's mark, the one drawing the favicon, PDFs and share cards use, hidden from screen readers", () => {
    renderHeader();
    const home = screen.getByRole("link", { name: "Brand home page" });
    const mark = home.querySelector("svg[data-brand-mark]");
    expect(mark).toHaveAttribute("aria-hidden", "true");
    expect(mark?.querySelector("path")).toHaveAttribute("d", brandMarkPath());
  });

  it("renders each group as a closed <details> of the shared name, listing its pages as links", () => {
    const { menu } = renderHeader();
    for (const group of groups) {
      const details = menu(group.name);
      expect(details.open).toBe(false);
      expect(details.getAttribute("name")).toBe(DESKTOP_MENUS);
      expect(details.querySelector("summary")).toHaveTextContent(group.name);
      expect([...details.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
        group.items.map((item) => withTrailingSlash(item.href)),
      );
    }
    expect(document.querySelector("header")).toHaveAttribute("data-scrolled", "false");
  });

  it("marks the active section by path prefix", () => {
    const { menu } = renderHeader("/services/paid-advertising/");
    expect(menu("Services").querySelector("summary")).toHaveTextContent(/current section/);
    expect(menu("Company").querySelector("summary")).not.toHaveTextContent(/current section/);
  });

  it("marks the page's section and its item on a campaign address: /services/google-ads-agency is /google-ads-agency", () => {
    const { menu } = renderHeader("/services/google-ads-agency/");
    expect(menu("Services").querySelector("summary")).toHaveTextContent(/current section/);
    expect(menu("Services").querySelector('a[aria-current="page"]')).toHaveTextContent(/Google Ads Agency/);
  });

  it("has a mobile menu listing the same groups and the proposal link", () => {
    const { menu } = renderHeader();
    const mobile = menu("mobile").querySelector("nav")!;
    expect(mobile).toHaveAttribute("aria-label", "Mobile");
    for (const group of groups) expect(mobile).toHaveTextContent(group.name);
    expect([...mobile.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toContain(
      "/contact/?topic=proposal",
    );
  });
});

describe("the chrome's script", () => {
  it("closes the open menu on a click outside it or on one of its links, not on a click inside it", () => {
    const { menu } = renderHeader();
    runChromeScript();
    const services = menu("Services");
    services.open = true;
    fireEvent.click(services.querySelector("ul")!);
    expect(services.open).toBe(true);
    fireEvent.click(screen.getByText("Page body"));
    expect(services.open).toBe(false);
    services.open = true;
    const link = services.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(services.open).toBe(false);
  });

  it("closes the open menu when focus arrives outside it", () => {
    const { menu } = renderHeader();
    runChromeScript();
    menu("Company").open = true;
    fireEvent.focusIn(menu("Services").querySelector("summary")!);
    expect(menu("Company").open).toBe(false);
  });

  it("closes the open menu on Escape and gives focus back to its summary", () => {
    const { menu } = renderHeader();
    runChromeScript();
    const mobile = menu("mobile");
    mobile.open = true;
    fireEvent.keyDown(document, { key: "Escape" });
    expect(mobile.open).toBe(false);
    expect(mobile.querySelector("summary")).toHaveFocus();
  });

  it("marks the header scrolled only past 10 px", () => {
    renderHeader();
    runChromeScript();
    const header = document.querySelector("header")!;
    for (const [y, scrolled] of [
      [10, "false"],
      [11, "true"],
      [0, "false"],
    ] as const) {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      fireEvent.scroll(window);
      expect(header).toHaveAttribute("data-scrolled", scrolled);
    }
  });

  it("shows a Chat button's message", () => {
    renderHeader();
    runChromeScript();
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole("button", { name: "Chat" }));
    expect(alert).toHaveBeenCalledWith(CHAT_MESSAGE);
    alert.mockRestore();
  });
});
