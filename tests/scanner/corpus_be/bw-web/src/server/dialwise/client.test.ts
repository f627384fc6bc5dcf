import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialwise } from "./client";

const server = setupServer(
  http.get("https://api.dialwise.com/api/public/v1/contact-lists", ({ request }) => {
    if (request.headers.get("x-user-email") === "ghost@brightwave.io") {
      return HttpResponse.json({ error: "user not found" }, { status: 404 });
    }
    return HttpResponse.json({ data: [{ id: "cl_1", name: "ready-to-call/emea", contactCount: 3 }] });
  }),
);

beforeAll(() => server.listen());
afterAll(() => server.close());

describe("dialwise client", () => {
  it("lists contact lists", async () => {
    const { data } = await dialwise.lists("ana@brightwave.io");
    expect(data[0].name).toBe("ready-to-call/emea");
  });

  it("maps 404 user not found to a friendly message", async () => {
    await expect(dialwise.lists("ghost@brightwave.io")).rejects.toThrow(/seat is not set up/);
  });
});
