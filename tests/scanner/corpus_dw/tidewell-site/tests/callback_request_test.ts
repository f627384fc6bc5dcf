import { assertEquals, assertStringIncludes } from "$std/assert/mod.ts";
import { stub } from "$std/testing/mock.ts";

Deno.env.set("DIALCRAFT_CALLBACK_LIST", "cl_test");
const { handler } = await import("../routes/api/callback-request.ts");

Deno.test("callback request appends the phone to the Dialcraft list", async () => {
  const calls: string[] = [];
  const fetchStub = stub(globalThis, "fetch", (input) => {
    calls.push(String(input));
    return Promise.resolve(new Response("{}", { status: 200 }));
  });
  try {
    const req = new Request("http://localhost/api/callback-request", {
      method: "POST",
      body: JSON.stringify({ phone: "07700 900123" }),
    });
    // deno-lint-ignore no-explicit-any
    const res = await (handler as any).POST(req, { state: {} });
    assertEquals(res.status, 201);
    assertStringIncludes(calls[0], "/contact-lists/cl_test/contacts");
  } finally {
    fetchStub.restore();
  }
});

Deno.test("returns 503 to the visitor when Dialcraft answers 502", async () => {
  const fetchStub = stub(globalThis, "fetch", () => Promise.resolve(new Response("{}", { status: 502 })));
  try {
    const req = new Request("http://localhost/api/callback-request", {
      method: "POST",
      body: JSON.stringify({ phone: "+447700900123" }),
    });
    // deno-lint-ignore no-explicit-any
    const res = await (handler as any).POST(req, { state: {} });
    assertEquals(res.status, 503);
  } finally {
    fetchStub.restore();
  }
});
