import { describe, expect, it } from "vitest";
import { toDialwaveError } from "../errors";

const res = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("toDialwaveError", () => {
  it("maps 503 to the disabled banner", async () => {
    expect((await toDialwaveError(res(503, {}))).kind).toBe("disabled");
  });

  it("treats 502 as idp-down so the UI offers retry", async () => {
    expect((await toDialwaveError(res(502, {}))).kind).toBe("idp-down");
  });

  it("falls back to unknown for other 404s", async () => {
    expect((await toDialwaveError(res(404, { message: "nope" }))).kind).toBe("unknown");
  });
});
