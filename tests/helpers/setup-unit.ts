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
