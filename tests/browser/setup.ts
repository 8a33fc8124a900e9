// jest reads testTimeout only from the top-level config, not from a project: browser tests
// need longer than the 5 s default, so the browser project sets it here.
jest.setTimeout(60000);
