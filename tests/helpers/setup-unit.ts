import "@testing-library/jest-dom";
import { useStaticQuery } from "gatsby";
import { staticQueryFixture } from "./fixtures";

// Components read site facts and navigation through useStaticQuery; tests get the real content files.
beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryFixture());
});
