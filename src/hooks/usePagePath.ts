import { createContext, useContext } from "react";

/**
 * The path of the page being drawn, which the layout provides (Layout.tsx), so that what every page shows the same
 * way (the breadcrumb trail above its heading) needs no path handed down through each view. Empty outside a page:
 * the editing screen's previews draw views without the layout.
 */
export const PagePathContext = createContext("");

export const usePagePath = (): string => useContext(PagePathContext);
