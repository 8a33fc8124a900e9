// ESLint for a Gatsby + TypeScript + React site: the recommended rules of ESLint, typescript-eslint, React,
// the rules of hooks and jsx-a11y. Formatting is Prettier's business (eslint-config-prettier turns off the
// rules that would fight it).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import layers from "./scripts/eslint/layers.mjs";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      // wrangler dev's local state and compiled Worker (npm run preview:edge).
      ".wrangler/",
      "node_modules/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  // The two rules of hooks. The plugin's React Compiler rules are left out: this site runs React without the
  // compiler, and its effects that read the browser after hydration (scroll position, the URL query) are the
  // documented pattern for prerendered pages.
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "18.3" } },
    rules: {
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // Apostrophes and quotes are British English copy, and React escapes them; only characters that look like
      // markup mistakes are refused.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
    },
  },
  {
    // CommonJS config files (jest, html-validate) and the jest transformer.
    files: ["**/*.cjs", "**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: globals.jest },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // The layers of docs/architecture.md: which folder may import which.
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { layers },
    rules: { "layers/imports": "error" },
  },
  prettier,
);
