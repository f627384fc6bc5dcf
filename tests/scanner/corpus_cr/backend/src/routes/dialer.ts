import { Router } from "express";
import { listContactLists, appendPhones, deleteContactList } from "../integrations/ringwell/lists";
import { RingwellDisabled, RingwellError, RingwellUserNotFound, formatDetails } from "../integrations/ringwell/errors";

export const dialer = Router();

dialer.get("/lists", async (_req, res) => {
  try {
    const { data } = await listContactLists(res.locals.user.email);
    res.json(data);
  } catch (e) {
    if (e instanceof RingwellUserNotFound) {
      return res.status(409).json({ error: "Connect your Ringwell seat first" });
    }
    if (e instanceof RingwellDisabled) return res.status(503).json({ error: "Dialer temporarily off" });
    if (e instanceof RingwellError && e.status === 502) {
      return res.status(503).json({ error: "Ringwell login service is down, try again" });
    }
    throw e;
  }
});

dialer.post("/lists/:id/phones", async (req, res) => {
  try {
    await appendPhones(res.locals.user.email, req.params.id, req.body.phones);
    res.sendStatus(204);
  } catch (e) {
    if (e instanceof RingwellError && e.status === 400) {
      return res.status(422).json({ error: formatDetails(e) });
    }
    throw e;
  }
});

dialer.delete("/lists/:id", async (req, res) => {
  const ok = await deleteContactList(res.locals.user.email, req.params.id);
  res.sendStatus(ok ? 204 : 404);
});
