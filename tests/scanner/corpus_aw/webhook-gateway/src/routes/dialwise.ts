import { Router, raw } from "express";
import { verifyDialwise } from "../verifiers/dialwise";
import { publish } from "../lib/queue";
import { config } from "../config";
import { logger } from "../lib/logger";

export const dialwiseRouter = Router();

type DialwiseApiError = { error: string; details?: { path: string; message: string }[] };

async function fetchListName(listId: string): Promise<string | undefined> {
  const res = await fetch(`${config.dialwise.apiBase}/contact-lists/${listId}`, {
    headers: {
      "X-API-Key": config.dialwise.apiKey,
      "X-User-Email": config.dialwise.actingUser,
    },
  });
  if (res.status === 502) {
    logger.warn({ listId }, "dialwise identity provider unreachable, skipping enrichment");
    return undefined;
  }
  if (!res.ok) {
    const body = (await res.json()) as DialwiseApiError;
    logger.warn({ listId, status: res.status, err: body.error }, "dialwise list lookup failed");
    return undefined;
  }
  return ((await res.json()) as { name: string }).name;
}

async function removeFromList(listId: string, phone: string): Promise<void> {
  const res = await fetch(
    `${config.dialwise.apiBase}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`,
    {
      method: "DELETE",
      headers: { "x-api-key": config.dialwise.apiKey, "x-user-email": config.dialwise.actingUser },
    },
  );
  if (res.status === 503) {
    logger.error("dialwise public API disabled; DNC removal not applied");
    return;
  }
  if (!res.ok && res.status !== 404) {
    const body = (await res.json()) as DialwiseApiError;
    if (body.error === "contact list not found") return;
    throw new Error(`dialwise DNC removal failed: ${body.error}`);
  }
}

dialwiseRouter.post("/hooks/dialwise", raw({ type: "application/json" }), async (req, res) => {
  if (!verifyDialwise(req)) return res.status(401).json({ error: "invalid signature" });
  const event = JSON.parse((req.body as Buffer).toString("utf8"));
  if (event.type === "call.completed" && event.data?.contact_list_id) {
    event.data.contact_list_name = await fetchListName(event.data.contact_list_id);
  }
  if (event.type === "contact.do_not_call" && event.data?.contact_list_id) {
    await removeFromList(event.data.contact_list_id, event.data.phone);
  }
  await publish("dialwise", event);
  res.status(204).end();
});
