// Sass modules export their class names (gatsby-plugin-sass with css-loader's named exports).
declare module "*.module.scss" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

// The site's global stylesheet, imported for its side effects alone (gatsby-browser.tsx, the editing screen's
// previews): it exports nothing.
declare module "*/global.scss";
