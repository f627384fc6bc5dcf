import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { Ringlane } from "./ringlane.server";
import { RinglaneApiError, flashFor } from "./ringlane-errors.server";

const server = setupServer(
  http.post("https://api.ringlane.io/api/public/v1/contact-lists/:id/contacts", ({ request }) =>
    request.headers.get("x-user-email") === "ghost@northwind.io"
      ? HttpResponse.json({ error: "user not found" }, { status: 404 })
      : new HttpResponse(null, { status: 204 }),
  ),
);

beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("Ringlane", () => {
  const rl = new Ringlane("test_key", "https://api.ringlane.io/api/public/v1");

  it("appends contacts", async () => {
    await expect(rl.send("POST", "/contact-lists/cl_1/contacts", "ann@northwind.io", { contacts: [] })).resolves.toBeUndefined();
  });

  it("maps 404 to an onboarding hint", async () => {
    const err = await rl.send("POST", "/contact-lists/cl_1/contacts", "ghost@northwind.io").catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneApiError);
    expect(flashFor(err)).toMatch(/isn't a Ringlane user/);
  });
});
