import { serializeJsonLd } from "../core";

describe("serializeJsonLd", () => {
  it("escapes <, > and & so content cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & co" });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & co" });
  });
});
