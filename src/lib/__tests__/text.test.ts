import { byText, escapeRegExp } from "../text";

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
    const upper = byText(read, 2);
    upper("a");
    upper("b");
    upper("c");
    upper("c");
    upper("b");
    expect(read).toHaveBeenCalledTimes(3);
    upper("a");
    expect(read).toHaveBeenCalledTimes(4);
  });
});

it("escapes every character a regular expression reads as syntax", () => {
  const text = "a.b*c+(d)?[e]{f}|g^h$i\\j";
  expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
  expect(new RegExp(escapeRegExp("a.b")).test("axb")).toBe(false);
});
