// Sass modules export their class names (gatsby-plugin-sass with css-loader's named exports).
declare module "*.module.scss" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
