// The icon names editors may use in content. The Icon component maps each to a
// lucide-react icon; keeping the list here lets the content schema check names
// without importing React code at build time.
export const iconNames = [
  "arrow-right",
  "award",
  "bar-chart",
  "briefcase",
  "calendar",
  "check",
  "clock",
  "compass",
  "gauge",
  "globe",
  "handshake",
  "heart",
  "layout",
  "lightbulb",
  "line-chart",
  "mail",
  "map-pin",
  "megaphone",
  "message-circle",
  "mouse-pointer",
  "phone",
  "pie-chart",
  "rocket",
  "search",
  "shield",
  "shopping-cart",
  "sparkles",
  "target",
  "trending-up",
  "users",
  "zap",
  "book-open",
] as const;

export type IconName = (typeof iconNames)[number];
