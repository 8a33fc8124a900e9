import { byText, escapeRegExp, readingsToKeep, takeReadings } from "../text";

describe("byText", () => {
  it("reads a text once and gives the same answer after", () => {
    const read = jest.fn((text: string) => ({ length: text.length }));
    const lengthOf = byText(read);
    const first = lengthOf("abc");
    expect(lengthOf("abc")).toBe(first);
    expect(lengthOf("abcd")).toEqual({ length: 4 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps only the last texts it was given, the oldest going first", () => {
    const read = jest.fn((text: string) => text.toUpperCase());
    const upper = byText(read, { kept: 2 });
    upper("a");
    upper("b");
    upper("c");
    upper("c");
    upper("b");
    expect(read).toHaveBeenCalledTimes(3);
    upper("a");
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("keeps a named function's readings for a later process, which takes them rather than read again", () => {
    const read = jest.fn((text: string) => ({ words: text.split(" ").length }));
    const wordsOf = byText(read, { name: "test.words" });
    wordsOf("one two");
    wordsOf("three");
    const kept = JSON.parse(JSON.stringify(readingsToKeep())) as ReturnType<typeof readingsToKeep>;
    expect(kept["test.words"]).toEqual([
      ["one two", { words: 2 }],
      ["three", { words: 1 }],
    ]);

    // The later process: the same function, newly made, given what was kept.
    const later = jest.fn((text: string) => ({ words: text.split(" ").length }));
    const wordsLater = byText(later, { name: "test.words.later" });
    takeReadings({ "test.words.later": kept["test.words"]! });
    expect(wordsLater("one two")).toEqual({ words: 2 });
    expect(wordsLater("four five six")).toEqual({ words: 3 });
    expect(later.mock.calls).toEqual([["four five six"]]);
    // What it keeps in turn is what it used: a text only the earlier process read is not kept again.
    expect(readingsToKeep()["test.words.later"]).toEqual([
      ["one two", { words: 2 }],
      ["four five six", { words: 3 }],
    ]);
  });

  it("keeps nothing of a function without a name", () => {
    byText((text: string) => text.length)("abc");
    expect(Object.values(readingsToKeep()).flat()).not.toContainEqual(["abc", 3]);
  });
});

it("escapes every character a regular expression reads as syntax", () => {
  const text = "a.b*c+(d)?[e]{f}|g^h$i\\j";
  expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
  expect(new RegExp(escapeRegExp("a.b")).test("axb")).toBe(false);
});
