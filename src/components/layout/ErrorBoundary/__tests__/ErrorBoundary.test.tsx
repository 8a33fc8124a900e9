import { render, screen } from "@testing-library/react";
import React from "react";
import { ErrorBoundary } from "../ErrorBoundary";

function Broken(): React.ReactElement {
  throw new Error("content went missing");
}

describe("ErrorBoundary", () => {
  it("shows SPEC's 'Unexpected Application Error!' with a way home when a page fails to render", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/");
  });

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>Page content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });
});
