import type { IconName } from "#src/content/icons.ts";

/** A page behind a header menu: its name, the menu's line under it, its icon and address. */
export interface MenuPage {
  name: string;
  line: string;
  icon: IconName;
  path: string;
}

/** The five pages behind each of the header's menus, and the footer's columns, in the editor's order. */
export interface MenuPages {
  solutions: readonly MenuPage[];
  industries: readonly MenuPage[];
}

export type MenuName = keyof MenuPages;
