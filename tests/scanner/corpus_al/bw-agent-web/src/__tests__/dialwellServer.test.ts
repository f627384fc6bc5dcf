import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
import { getContactList } from "@/lib/dialwell/server";

const server = setupServer(
  http.get("https://api.dialwell.io/api/public/v1/contact-lists/:id", ({ params }) =>
    params.id === "gone"
      ? HttpResponse.json({ error: "user not found" }, { status: 404 })
      : HttpResponse.json({ id: params.id, name: "Q3 no-shows", contact_count: 12, owner_email: "a@b.co" }),
  ),
  http.get("/api/me", () => HttpResponse.json({ email: "a@b.co" })),
);

beforeAll(() => server.listen());
afterAll(() => server.close());

it("returns the list", async () => {
  const list = await getContactList("L9", "a@b.co");
  expect(list.contact_count).toBe(12);
});

it("maps a missing Dialwell user to 403", async () => {
  await expect(getContactList("gone", "a@b.co")).rejects.toMatchObject({ status: 403 });
});
