import { DialcraftApiError } from "../lib/dialcraft/errors";

const res = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("DialcraftApiError", () => {
  it("recognises a 503 as API disabled", async () => {
    const err = await DialcraftApiError.from(res(503, {}));
    expect(err.isApiDisabled).toBe(true);
  });

  it("collects field errors from details", async () => {
    const err = await DialcraftApiError.from(
      res(400, { error: "validation failed", details: [{ path: "name", message: "required" }] }),
    );
    expect(err.fieldErrors).toEqual({ name: "required" });
  });

  it("a plain 404 is not user-not-found", async () => {
    const err = await DialcraftApiError.from(res(404, {}));
    expect(err.isUserNotFound).toBe(false);
  });
});
