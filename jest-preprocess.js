// Gatsby's documented jest transformer: its own Babel preset plus TypeScript.
// It lives here rather than in a root .babelrc, which would replace Gatsby's build config.
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
