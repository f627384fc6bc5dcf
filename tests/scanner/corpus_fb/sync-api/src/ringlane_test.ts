import { assertEquals, assertRejects } from "@std/assert";

Deno.env.set("RINGLANE_URL", "https://api.ringlane.io/api/public/v1");
Deno.env.set("RINGLANE_KEY", "test");

const { appendPhones, getList, UnknownRep, RinglaneUnavailable } = await import("./ringlane.ts");

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const original = globalThis.fetch;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init))) as typeof fetch;
  return () => (globalThis.fetch = original);
}

Deno.test("appendPhones posts to the list contacts endpoint", async () => {
  let seen = "";
  const restore = stubFetch((url) => {
    seen = url;
    return Response.json({ added: 1 }, { status: 201 });
  });
  try {
    await appendPhones("lst_42", ["+442071838750"], "00u1abcd");
    assertEquals(seen, "https://api.ringlane.io/api/public/v1/contact-lists/lst_42/contacts");
  } finally {
    restore();
  }
});

Deno.test("maps 404 user not found to UnknownRep", async () => {
  const restore = stubFetch(() => Response.json({ error: "User not found" }, { status: 404 }));
  try {
    await assertRejects(() => getList("lst_42", "00u_missing"), UnknownRep);
  } finally {
    restore();
  }
});

Deno.test("502 is surfaced as unavailable", async () => {
  const restore = stubFetch(() => new Response("", { status: 502 }));
  try {
    await assertRejects(() => getList("lst_42", "00u1abcd"), RinglaneUnavailable);
  } finally {
    restore();
  }
});
