import { Hono } from "hono";
import type { Actor } from "../middleware/actor.ts";
import { appendPhones, deleteList, getList, ListGone, removePhone, RinglaneUnavailable, UnknownRep } from "../ringlane.ts";

export const lists = new Hono<{ Variables: { actor: Actor } }>();

// Our own API surface — the dashboard calls /v1/contact-lists/... on sync.fluxpoint.dev
lists.get("/contact-lists/:id", async (c) => {
  try {
    return c.json(await getList(c.req.param("id"), c.get("actor").userId));
  } catch (e) {
    return mapError(c, e);
  }
});

lists.post("/contact-lists/:id/phones", async (c) => {
  const { phones } = await c.req.json<{ phones: string[] }>();
  if (!Array.isArray(phones) || phones.length === 0) {
    return c.json({ error: "phones must be a non-empty array" }, 400);
  }
  try {
    return c.json(await appendPhones(c.req.param("id"), phones, c.get("actor").userId), 201);
  } catch (e) {
    return mapError(c, e);
  }
});

lists.delete("/contact-lists/:id/phones/:phone", async (c) => {
  await removePhone(c.req.param("id"), c.req.param("phone"), c.get("actor").userId);
  return c.body(null, 204);
});

lists.delete("/contact-lists/:id", async (c) => {
  await deleteList(c.req.param("id"), c.get("actor").userId);
  return c.body(null, 204);
});

// deno-lint-ignore no-explicit-any
function mapError(c: any, e: unknown) {
  if (e instanceof ListGone) return c.json({ error: "list not found" }, 404);
  if (e instanceof UnknownRep) return c.json({ error: "your account is not linked to Ringlane" }, 403);
  if (e instanceof RinglaneUnavailable) return c.json({ error: "dialer temporarily unavailable" }, 503);
  throw e;
}
