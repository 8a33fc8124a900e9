import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { staticQueryFixture } from "./fixtures";

// findBy… and waitFor wait for what they expect for up to 15 s, not Testing Library's 1 s: a tool's sentence waits
// for typing to pause (0.7 s), and the tests run while a build shares the machine's two cores.
configure({ asyncUtilTimeout: 15_000 });

// Components read site facts and navigation through useStaticQuery; tests get the real content files.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryFixture());
});

// jsdom lays nothing out, so it has no scrollIntoView; the forms call it as they show a thank-you. Where it
// scrolled to is for the browser tests to judge. (A test that renders on the server, in Node, has no Element.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {};
