import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

vi.mock("@aws-sdk/client-secrets-manager", () => ({
  SecretsManagerClient: class { send = async () => ({ SecretString: "rs_Qw8eR4tY6uI2oP0aS5dF7gHj" }) },
  GetSecretValueCommand: class {},
}));

const server = setupServer(
  http.delete("https://api.ringstack.io/api/public/v1/contact-lists/:id/contacts/:phone", ({ params }) =>
    params.phone === "%2B15550000000"
      ? HttpResponse.json({ error: "user not found" }, { status: 404 })
      : new HttpResponse(null, { status: 204 }),
  ),
);

beforeAll(() => {
  process.env.RINGSTACK_API = "https://api.ringstack.io/api/public/v1";
  server.listen({ onUnhandledRequest: "error" });
});
afterAll(() => server.close());

describe("prune handler", () => {
  it("returns 409 when ringstack says 404", async () => {
    const { handler } = await import("../src/handlers/prune-lists.js");
    const res = await handler({ body: JSON.stringify({ listId: "cl_1", phones: ["+15550000000"] }) });
    expect(res.statusCode).toBe(409);
  });
});
