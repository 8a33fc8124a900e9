/** The id of a menu panel, for aria-controls: "Services" → "menu-services". */
export const menuId = (groupName: string, prefix = "menu"): string =>
  `${prefix}-${groupName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
