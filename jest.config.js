// Two projects: unit (jsdom, no build needed) and postbuild (reads the built site in public/). The browser
// tests run under Playwright (playwright.config.ts).
const transform = { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" };
const moduleNameMapper = {
  "\\.(css|scss)$": "identity-obj-proxy",
  "\\.(png|jpe?g|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
};
// gatsby, gatsby-script and gatsby-link ship untranspiled ESM, as does parse5 (with its entities), and so do
// linkedom's dependencies (its own copies of the parser and selector engine), so jest
// must transform them.
const transformIgnorePatterns = [
  "^(?!.*/node_modules/linkedom/).*node_modules/(?!(gatsby|gatsby-script|gatsby-link|parse5|entities)/)",
];

/** @type {import("jest").Config} */
const config = {
  // Both cores of the CI machine (jest's default leaves one idle).
  maxWorkers: "100%",
  // A test may take 30 s rather than jest's 5: the unit tests run beside a build of the site, on two cores.
  testTimeout: 30_000,
  // A worker asked to stop has no handle left open (--detectOpenHandles finds none), but it holds the best part of
  // a gigabyte, and its process takes 0.3-0.5 s to be gone on a quiet machine: over jest's 500 ms when a build
  // shares the cores, which jest reports as "failed to exit gracefully" and kills it. A worker still there after
  // 5 s has something open.
  workerGracefulExitTimeout: 5000,
  projects: [
    {
      displayName: "unit",
      testEnvironment: "jsdom",
      testMatch: [
        "<rootDir>/src/**/__tests__/**/*.test.[jt]s?(x)",
        "<rootDir>/gatsby/**/__tests__/**/*.test.ts",
        "<rootDir>/tests/unit/**/*.test.[jt]s?(x)",
        "<rootDir>/scripts/**/__tests__/**/*.test.ts",
        "<rootDir>/worker/**/__tests__/**/*.test.ts",
      ],
      transform,
      moduleNameMapper,
      transformIgnorePatterns,
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFiles: ["<rootDir>/tests/helpers/loader-shim.js"],
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/setup-unit.ts"],
    },
    {
      displayName: "postbuild",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/postbuild/**/*.test.ts"],
      transform,
      moduleNameMapper,
      transformIgnorePatterns,
    },
  ],
};

module.exports = config;
