import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { VENDORED_DECAP, vendoredDecapProblem } from "../vendoredDecap";

describe("the vendored Decap bundle", () => {
  it("is the file its checksum names", () => {
    expect(vendoredDecapProblem()).toBeUndefined();
  });

  it("is refused, naming the file and how to fix it, when a byte has changed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vendored-decap-"));
    try {
      const copy = path.join(dir, "decap-cms-app.js");
      const bytes = fs.readFileSync(VENDORED_DECAP);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 2) ^ 1, bytes.length - 2);
      fs.writeFileSync(copy, bytes);
      fs.copyFileSync(`${VENDORED_DECAP}.sha256`, `${copy}.sha256`);
      expect(vendoredDecapProblem(copy)).toMatch(
        /decap-cms-app\.js does not match its checksum in decap-cms-app\.js\.sha256 .*vendor\/decap\/README\.md/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
