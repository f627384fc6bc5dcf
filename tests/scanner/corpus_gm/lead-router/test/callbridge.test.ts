import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import { assignLead, CallbridgeV2Error } from "../src/callbridge";

const V2 = "https://api.callbridge.io/api/public/v2";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("callbridge v2 client", () => {
  it("queues a lead with the bearer key", async () => {
    server.use(
      http.post(`${V2}/reps/:repId/queue`, ({ request }) => {
        expect(request.headers.get("authorization")).toMatch(/^Bearer /);
        return HttpResponse.json({ id: "q_1" }, { status: 201 });
      }),
    );
    await expect(assignLead("rep_1", { phone: "+15550101", name: "Ana" })).resolves.toEqual({ id: "q_1" });
  });

  it("maps 404 user_not_found to a typed error", async () => {
    server.use(
      http.post(`${V2}/reps/:repId/queue`, () =>
        HttpResponse.json({ error: { code: "user_not_found", message: "no seat" } }, { status: 404 }),
      ),
    );
    const err = await assignLead("rep_x", { phone: "+1", name: "x" }).catch((e) => e);
    expect(err).toBeInstanceOf(CallbridgeV2Error);
    expect((err as CallbridgeV2Error).code).toBe("user_not_found");
  });

  it("503 from the dialer bubbles up", async () => {
    server.use(http.post(`${V2}/reps/:repId/queue`, () => HttpResponse.json({ error: { code: "unavailable", message: "" } }, { status: 503 })));
    await expect(assignLead("rep_1", { phone: "+1", name: "x" })).rejects.toMatchObject({ status: 503 });
  });
});
