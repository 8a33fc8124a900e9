// Copy that says how many items a section holds ("Three steps", "Four clients") writes {count} instead of the
// number, so adding or removing an item never leaves the copy wrong: {count} becomes the number of the
// section's items, in words up to ten, with a capital at the start of a sentence.

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

export const COUNT_PLACEHOLDER = "{count}";

export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}

/** The number a count word stands for ("six" is 6, "Six" too), or undefined when it is none. */
export function countOfWord(word: string): number | undefined {
  const index = WORDS.indexOf(word.toLowerCase());
  return index > 0 ? index : undefined;
}

/** The text with every `placeholder` replaced by `count` in words, with a capital where it starts a sentence. */
export function fillCountPlaceholder(text: string, placeholder: string, count: number): string {
  return text.replaceAll(placeholder, (_, offset: number) => {
    const word = countWord(count);
    const startsSentence = offset === 0 || /[.!?:]\s+$/.test(text.slice(0, offset));
    return startsSentence ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
}

/** The text with every {count} replaced by `count`. */
export function fillCount(text: string, count: number): string {
  return fillCountPlaceholder(text, COUNT_PLACEHOLDER, count);
}
