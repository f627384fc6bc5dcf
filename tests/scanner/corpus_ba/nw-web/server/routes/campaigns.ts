import { Router } from "express";
import { DialwaveClient } from "../dialwave/client";
import { DialwaveApiError } from "../dialwave/errors";
import { requireUser } from "../middleware/auth";

export const campaigns = Router();
campaigns.use(requireUser);

campaigns.get("/lists", async (_req, res, next) => {
  try {
    const dw = new DialwaveClient(res.locals.user.email);
    const lists = await dw.listContactLists();
    res.json(lists.map((l) => ({ id: l.id, name: l.name, size: l.contactCount })));
  } catch (e) {
    next(e);
  }
});

campaigns.post("/lists/:id/numbers", async (req, res, next) => {
  try {
    const dw = new DialwaveClient(res.locals.user.email);
    await dw.appendContacts(req.params.id, req.body.phones);
    res.status(204).end();
  } catch (e) {
    if (e instanceof DialwaveApiError && e.isUserNotFound) {
      return res.status(403).json({ error: "Your Dialwave seat is not active. Ask RevOps." });
    }
    if (e instanceof DialwaveApiError && e.status === 404) {
      return res.status(404).json({ error: "Call list not found" });
    }
    next(e);
  }
});
