import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

process.env.RINGSTEAD_URL = "https://ringstead.test/api/public/v1";
process.env.RINGSTEAD_KEY = "dummy";
process.env.ENRICH_API_URL = "http://enrich.test";
process.env.ENRICH_API_KEY = "dummy";

const { syncContactList } = await import("../src/jobs/syncContactList.js");

const server = setupServer(
  http.post("https://ringstead.test/api/public/v1/contact-lists", () => HttpResponse.json({ id: "cl_new" })),
  http.post("https://ringstead.test/api/public/v1/contact-lists/:id/contacts", ({ params }) =>
    params.id === "cl_ghost"
      ? HttpResponse.json({ error: "user not found" }, { status: 404 })
      : HttpResponse.json({ added: 1 }),
  ),
);

beforeAll(() => server.listen());
afterAll(() => server.close());

describe("syncContactList", () => {
  it("creates a list when none is given", async () => {
    expect(await syncContactList({ ownerIdpId: "00u1", listName: "Q3", phones: ["+15550001111"] })).toBe("cl_new");
  });

  it("returns 404 quietly when the rep is not provisioned", async () => {
    await expect(
      syncContactList({ ownerIdpId: "00u2", listId: "cl_ghost", listName: "x", phones: ["+15550002222"] }),
    ).resolves.toBe("cl_ghost");
  });
});
