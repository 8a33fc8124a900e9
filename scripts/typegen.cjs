// `npm run typegen`: writes src/gatsby-types.d.ts (the types of every named GraphQL query) without a full build.
// Gatsby writes them only at the end of `gatsby build`, so `tsc` on a fresh clone would first wait for a whole
// build. This runs Gatsby's own bootstrap (schema and query extraction, about 7 s) and its own typegen writer,
// the two steps `gatsby build` runs for the file, so the output is the same byte for byte. Gatsby 5 exposes no
// public command for it; these are the modules its `build` and `repl` commands use.
const path = require("node:path");
const { bootstrap } = require("gatsby/dist/bootstrap");
const { store } = require("gatsby/dist/redux");
const { writeTypeScriptTypes } = require("gatsby/dist/utils/graphql-typegen/ts-codegen");

async function main() {
  const directory = path.join(__dirname, "..");
  const program = { directory, sitePackageJson: require("../package.json"), command: "build", _: ["build"] };
  await bootstrap({ program });
  const { schema, definitions, config } = store.getState();
  await writeTypeScriptTypes(directory, schema, definitions, config.graphqlTypegen);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
