import { Router } from "express";
import { createRingCadenceClient } from "../integrations/ringcadence/client";
import { RingCadenceApiError } from "../integrations/ringcadence/errors";

export const callLists = Router();

callLists.post("/brokers/:brokerId/call-list/contacts", async (req, res, next) => {
  const client = createRingCadenceClient({
    apiKey: process.env.RINGCADENCE_API_KEY!,
    actingUserEmail: req.user.email,
  });
  try {
    const out = await client.addContacts(req.body.listId, req.body.phones);
    res.status(201).json(out);
  } catch (err) {
    if (err instanceof RingCadenceApiError && err.isUserNotFound) {
      return res.status(409).json({ error: "Broker is not provisioned in RingCadence" });
    }
    if (err instanceof RingCadenceApiError && err.status === 503) {
      return res.status(503).json({ error: "Dialer integration is switched off" });
    }
    next(err);
  }
});
