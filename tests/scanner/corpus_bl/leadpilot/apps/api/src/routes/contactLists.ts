import { Router } from "express";
import { z } from "zod";
import { requireUser } from "../middleware/auth";
import { db } from "../db";
import { RinglaneClient } from "../integrations/ringlane/client";
import { RinglaneError, RinglaneSeatMissingError } from "../integrations/ringlane/errors";

export const contactListsRouter = Router();

const PushBody = z.object({
  leadIds: z.array(z.string().uuid()).min(1).max(2000),
  listName: z.string().min(1).max(120),
});

// Our own API: push selected leads into the rep's dialer list.
contactListsRouter.post("/api/contact-lists/push", requireUser, async (req, res) => {
  const body = PushBody.safeParse(req.body);
  if (!body.success) return res.status(400).json({ error: "invalid body", issues: body.error.issues });

  const user = await db.user.findUniqueOrThrow({ where: { id: req.userId } });
  const leads = await db.lead.findMany({ where: { id: { in: body.data.leadIds }, orgId: user.orgId } });
  const ringlane = new RinglaneClient(user.googleSub);

  try {
    const existing = (await ringlane.lists()).find((l) => l.name === body.data.listName);
    const list = existing ?? (await ringlane.createList(body.data.listName));
    await ringlane.addContacts(
      list.id,
      leads.filter((l) => l.phone).map((l) => ({ phone: l.phone!, firstName: l.firstName, lastName: l.lastName, externalId: l.id })),
    );
    res.json({ listId: list.id, pushed: leads.length });
  } catch (e) {
    if (e instanceof RinglaneSeatMissingError) {
      return res.status(409).json({ error: "Connect your Ringlane account first" });
    }
    if (e instanceof RinglaneError && e.retryable) {
      return res.status(503).json({ error: "Dialer temporarily unavailable" });
    }
    throw e;
  }
});

contactListsRouter.get("/api/contact-lists", requireUser, async (req, res) => {
  const lists = await db.savedList.findMany({ where: { ownerId: req.userId } });
  res.json(lists);
});
