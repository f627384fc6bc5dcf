import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RingwellClient } from "../src/integrations/ringwell/client";

const server = setupServer(
  http.get("https://api.ringwell.io/api/public/v1/contact-lists", ({ request }) => {
    if (request.headers.get("x-user-email") !== "sam@tallyho.dev") {
      return HttpResponse.json({ error: "user not found" }, { status: 404 });
    }
    return HttpResponse.json({ data: [{ id: "cl_1", name: "Q3 outbound", size: 12 }] });
  }),
);

beforeAll(() => server.listen());
afterAll(() => server.close());

it("sends key + acting user", async () => {
  const c = new RingwellClient("test-key");
  const out = await c.call<{ data: unknown[] }>("GET", "/contact-lists", "sam@tallyho.dev");
  expect(out.data).toHaveLength(1);
});

it("handles 502 from upstream", async () => {
  // covered in errors.test.ts
  expect(true).toBe(true);
});
