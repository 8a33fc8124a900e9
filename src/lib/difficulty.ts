// SPEC §4: difficulty badges are Beginner green, Intermediate yellow,
// Advanced red, and grey for anything else.

export type BadgeTone = "success" | "warning" | "danger" | "neutral" | "info";

// A Map, so a difficulty such as "constructor" cannot reach Object.prototype.
const tones = new Map<string, BadgeTone>([
  ["beginner", "success"],
  ["intermediate", "warning"],
  ["advanced", "danger"],
]);

export function difficultyTone(difficulty: string): BadgeTone {
  return tones.get(difficulty.trim().toLowerCase()) ?? "neutral";
}
