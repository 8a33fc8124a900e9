import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import content from "../../../../../content/pages/playbooks.json";
import { documentDownload } from "../../../../../tests/helpers/contentFixtures";
import { PlaybookBrowser } from "../PlaybookBrowser";
import { PlaybookCards } from "../PlaybookCards";

const items = content.playbooks.items.map((slug) => documentDownload(slug));

// jsdom puts a space before the visually hidden ": {title}" that browsers do not.
const nameWithHiddenSuffix = (label: string, title: string) => new RegExp(`^${label} ?: ${title}$`);

const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  window.history.replaceState(null, "", "/playbooks/");
});

describe("PlaybookBrowser", () => {
  it("lists all six playbooks with '6 playbooks found'", () => {
    render(<PlaybookBrowser items={items} />);
    expect(titles()).toHaveLength(6);
    expect(screen.getByRole("status")).toHaveTextContent(/^6 playbooks found$/);
  });

  it("narrows to one playbook, with the singular count line", async () => {
    const user = userEvent.setup();
    render(<PlaybookBrowser items={items} />);
    await user.type(screen.getByRole("searchbox", { name: "Search playbooks" }), "Broad Match");
    expect(titles()).toEqual(["Broad Match Strategy Playbook"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^1 playbook found$/);
  });

  it("searches descriptions too, case-insensitively", async () => {
    const user = userEvent.setup();
    render(<PlaybookBrowser items={items} />);
    await user.type(screen.getByRole("searchbox"), "PERFORMANCE MAX");
    expect(titles()).toEqual(["E-commerce Scaling Playbook"]);
  });

  it("filters by category, combined with the search", async () => {
    const user = userEvent.setup();
    render(<PlaybookBrowser items={items} />);
    await user.click(screen.getByRole("button", { name: "Local Marketing" }));
    expect(titles()).toEqual(["Local SEO Playbook"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^1 playbook found$/);
    await user.type(screen.getByRole("searchbox"), "technical");
    expect(screen.getByRole("heading", { name: "No playbooks found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filter criteria.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(/^0 playbooks found$/);
  });

  it("matches '(' literally and finds nothing for '.*'", async () => {
    const user = userEvent.setup();
    render(<PlaybookBrowser items={items} />);
    const search = screen.getByRole("searchbox");
    await user.type(search, "(");
    expect(titles()).toEqual(["Technical SEO Playbook"]);
    await user.clear(search);
    await user.type(search, ".*");
    expect(screen.getByRole("heading", { name: "No playbooks found" })).toBeInTheDocument();
  });

  it("restores the filter from the URL", async () => {
    window.history.replaceState(null, "", "/playbooks/?q=email&category=Email");
    await act(async () => {
      render(<PlaybookBrowser items={items} />);
    });
    expect(screen.getByRole("searchbox")).toHaveValue("email");
    expect(screen.getByRole("button", { name: "Email" })).toHaveAttribute("aria-pressed", "true");
    expect(titles()).toEqual(["Email Automation Playbook"]);
  });

  it("has the SPEC categories as toggle buttons", () => {
    render(<PlaybookBrowser items={items} />);
    const group = screen.getByRole("group", { name: "Category" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "PPC", "SEO", "CRO", "Email", "Local Marketing", "E-commerce"]);
  });
});

describe("PlaybookCards", () => {
  const base = items[0]!;

  it("colours the difficulty badge by level, grey for anything else", () => {
    const levels = ["Beginner", "Intermediate", "Advanced", "Expert"];
    render(
      <PlaybookCards
        items={levels.map((difficulty, i) => ({ ...base, slug: `playbook-${i}`, title: `Playbook ${i}`, difficulty }))}
      />,
    );
    const badgeFor = (level: string) => screen.getByText(level).closest("span");
    expect(badgeFor("Beginner")).toHaveAttribute("data-tone", "success");
    expect(badgeFor("Intermediate")).toHaveAttribute("data-tone", "warning");
    expect(badgeFor("Advanced")).toHaveAttribute("data-tone", "danger");
    expect(badgeFor("Expert")).toHaveAttribute("data-tone", "neutral");
  });

  it("shows length, chapters, preview, topics and the download page", () => {
    render(<PlaybookCards items={[base]} />);
    const card = screen.getByRole("heading", { name: base.title }).closest("li")!;
    expect(within(card).getByText(base.readTime)).toBeInTheDocument();
    expect(within(card).getByText(`${base.chapters} chapters`)).toBeInTheDocument();
    expect(within(card).getByText("Read a preview")).toBeInTheDocument();
    expect(within(card).getByText(base.preview!)).toBeInTheDocument();
    expect(within(card).getByRole("list", { name: `Topics in ${base.title}` })).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: nameWithHiddenSuffix("Get the free playbook", base.title) }),
    ).toHaveAttribute("href", `${base.downloadLink}/`);
  });
});
