export interface MenuItemData {
  name: string;
  href: string;
  desc: string;
}

export interface MenuGroupData {
  name: string;
  items: readonly MenuItemData[];
}

export interface LinkData {
  label: string;
  href: string;
}
