import { Router } from "express";
import { appendPhones, createContactList, listContactLists } from "../../integrations/ringlane/contactLists.js";
import { RinglaneError } from "../../integrations/ringlane/errors.js";

export const lists = Router();

lists.get("/api/lists", async (req, res) => {
  try {
    res.json(await listContactLists(res.locals.actingUser));
  } catch (e) {
    if (e instanceof RinglaneError && e.isUnknownUser) {
      return res.status(409).json({ error: "Your Ringlane seat is not set up yet" });
    }
    if (e instanceof RinglaneError && e.status === 502) {
      return res.status(503).json({ error: "Dialer sign-in is temporarily unavailable" });
    }
    throw e;
  }
});

lists.post("/api/lists", async (req, res) => {
  const list = await createContactList(res.locals.actingUser, req.body.name);
  if (req.body.phones?.length) await appendPhones(res.locals.actingUser, list.id, req.body.phones);
  res.status(201).json(list);
});

lists.get("/api/health", (_req, res) => res.json({ ok: true }));
