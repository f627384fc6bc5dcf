import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dialwave } from "../client";
import { DialwaveHttpError } from "../types";

const user = { email: "sam.ortiz@northbeamsolar.com", oktaId: "00u1abcd2EFGH3ijk4x7" };
let attempts = 0;

const server = setupServer(
  http.get("https://api.dialwave.com/api/public/v1/contact-lists", () =>
    HttpResponse.json({ data: [{ id: "cl_1", name: "Dallas", contactCount: 12, createdAt: "2024-05-01" }] }),
  ),
  http.post("https://api.dialwave.com/api/public/v1/contact-lists/:id/contacts", () => {
    attempts += 1;
    return attempts === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ added: 1 });
  }),
  http.delete("https://api.dialwave.com/api/public/v1/contact-lists/:id", () => new HttpResponse(null, { status: 503 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("dialwave client", () => {
  it("lists contact lists", async () => {
    const res = await dialwave.listContactLists(user);
    expect(res.data[0].name).toBe("Dallas");
  });

  it("retries once on 502", async () => {
    attempts = 0;
    await expect(dialwave.appendContacts(user, "cl_1", ["+12145550100"])).resolves.toEqual({ added: 1 });
    expect(attempts).toBe(2);
  });

  it("surfaces 503 as DialwaveHttpError", async () => {
    await expect(dialwave.deleteContactList(user, "cl_1")).rejects.toBeInstanceOf(DialwaveHttpError);
  });
});
