import { difficultyTone } from "../difficulty";

describe("difficultyTone (SPEC §4)", () => {
  it("colours Beginner green, Intermediate yellow and Advanced red", () => {
    expect(difficultyTone("Beginner")).toBe("success");
    expect(difficultyTone("Intermediate")).toBe("warning");
    expect(difficultyTone("Advanced")).toBe("danger");
  });

  it("tolerates case and stray spaces from editors", () => {
    expect(difficultyTone(" advanced ")).toBe("danger");
    expect(difficultyTone("BEGINNER")).toBe("success");
  });

  it("shows anything else in grey", () => {
    expect(difficultyTone("Expert")).toBe("neutral");
    expect(difficultyTone("All levels")).toBe("neutral");
    expect(difficultyTone("")).toBe("neutral");
    expect(difficultyTone("constructor")).toBe("neutral");
    expect(difficultyTone("__proto__")).toBe("neutral");
  });
});
