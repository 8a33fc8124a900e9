import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FaqList } from "../FaqList";

const section: Queries.FaqSectionFieldsFragment = {
  id: null,
  eyebrow: "FAQs",
  title: "Questions",
  lead: null,
  questions: [
    {
      question: "How quickly will I see results?",
      answer: "Most clients see a measurable improvement within 30 days.",
    },
    { question: "Do you work with my existing ad accounts?", answer: "Yes. We keep your history." },
  ],
};

describe("FaqList", () => {
  it("shows every question as a closed disclosure inside a titled section", () => {
    render(<FaqList section={section} />);
    const region = screen.getByRole("region", { name: section.title });
    const disclosures = region.querySelectorAll("details");
    expect(disclosures).toHaveLength(2);
    disclosures.forEach((details) => expect(details).not.toHaveAttribute("open"));
    expect([...region.querySelectorAll("summary")].map((summary) => summary.textContent)).toEqual(
      section.questions.map((item) => item.question),
    );
  });

  it("opens an answer when its question is activated and closes it again", async () => {
    const user = userEvent.setup();
    render(<FaqList section={section} />);
    const summary = screen.getByText("How quickly will I see results?").closest("summary");
    const details = summary?.closest("details");
    if (!summary || !details) throw new Error("the question is not a <summary> inside <details>");
    await user.click(summary);
    expect(details).toHaveAttribute("open");
    expect(within(details).getByText(section.questions[0]!.answer)).toBeVisible();
    await user.click(summary);
    expect(details).not.toHaveAttribute("open");
  });

  it("is anchored at its content's id, else at #faq, and counts its questions in its heading", () => {
    const { container, rerender } = render(<FaqList section={{ ...section, title: "{count} questions" }} />);
    expect(container.querySelector("section")).toHaveAttribute("id", "faq");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Two questions");
    rerender(<FaqList section={{ ...section, id: "pricing-questions" }} />);
    expect(container.querySelector("section")).toHaveAttribute("id", "pricing-questions");
  });

  it("keeps the chevron out of the accessibility tree", () => {
    const { container } = render(<FaqList section={section} />);
    container.querySelectorAll("summary svg").forEach((svg) => expect(svg).toHaveAttribute("aria-hidden", "true"));
  });
});
