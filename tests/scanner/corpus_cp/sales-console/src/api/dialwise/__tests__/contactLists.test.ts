import { describe, it, expect } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { createDialwiseClient } from "../client";
import { fetchContactLists } from "../contactLists";

const server = setupServer(
  http.get("https://api.dialwise.io/api/public/v1/contact-lists", ({ request }) => {
    if (!request.headers.get("x-user-email")) {
      return HttpResponse.json({ error: "missing user" }, { status: 400 });
    }
    return HttpResponse.json({ data: [{ id: "cl_1", name: "West", contactCount: 3 }] });
  }),
);

describe("fetchContactLists", () => {
  it("returns lists (and 502 retry path is covered elsewhere)", async () => {
    server.listen();
    const client = createDialwiseClient("your-api-key-here", "rep@harborfinch.com");
    const lists = await fetchContactLists(client);
    expect(lists).toHaveLength(1);
    server.close();
  });
});
