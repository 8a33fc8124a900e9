// html-validate's recommended rules for every built page (tests/postbuild/htmlValidity.test.ts).
// Only the framework artefacts QUALITY-NOTES.md lists are relaxed, each for the reason given;
// everything else stays on. (A .cjs file rather than .htmlvalidate.json: JSON cannot hold comments.)
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // Gatsby's root element is <div id="___gatsby">: an id the framework writes, starting with underscores.
    "valid-id": "off",
    // Gatsby writes style attributes on #gatsby-focus-wrapper and #gatsby-announcer (its route announcer).
    // Our own components never write one (house style: no inline style objects).
    "no-inline-style": "off",
    // React's server renderer closes every void element as <meta ... />, <link ... />, <img ... />.
    "void-style": "off",
    // React writes some attributes in camelCase in server-rendered HTML (charSet, maxLength).
    "attr-case": "off",
    // QUALITY-NOTES lists this rule for async: React serialises boolean attributes as required="",
    // disabled="", checked="", while Gatsby writes its own <script ... async> bare, so every page mixes the
    // two valid styles and no one style can be asked for.
    "attribute-boolean-style": "off",
    // React serialises boolean attributes with an empty value (hidden=""), the artefact QUALITY-NOTES
    // lists for async="" under attribute-boolean-style; html-validate 11 reports `hidden` under this rule
    // instead. Kept on, set to React's one style, so a hand-written bare attribute still fails.
    "attribute-empty-style": ["error", { style: "empty" }],
  },
};
