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
    // The server renderer closes void elements as <meta ... />, <link ... />, <img ... />.
    "void-style": "off",
    // The site is rendered by Preact (gatsby-plugin-preact), whose server renderer writes boolean attributes
    // bare: hidden, disabled, checked, required, and async on Gatsby's scripts. Both rules stay on, set to
    // that one style, so an attribute written any other way (hidden="", async="async") still fails.
    "attribute-boolean-style": ["error", { style: "omit" }],
    "attribute-empty-style": ["error", { style: "omit" }],
    // gatsby-plugin-image writes its blurred placeholder as <img role="presentation"> (the image's alt is on
    // the main <img>), and a lazy main image carries data-src/data-srcset until the plugin's own script
    // swaps them in. Alt text stays checked by wcag/h37 here and by axe in the browser gate.
    "presentation-role-style": "off",
    "element-required-attributes": "off",
  },
};
