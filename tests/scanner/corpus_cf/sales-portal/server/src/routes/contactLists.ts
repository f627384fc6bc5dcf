import { Router } from "express";
import { DialwiseClient } from "../dialwise/client";
import { DialwiseError } from "../dialwise/errors";

export const contactListsRouter = Router();

// Portal's own BFF routes; the web app never talks to DialWise directly.
contactListsRouter.get("/contact-lists", async (req, res, next) => {
  try {
    const client = new DialwiseClient(res.locals.user.email);
    res.json(await client.listContactLists());
  } catch (err) {
    next(err);
  }
});

contactListsRouter.post("/contact-lists/:id/contacts", async (req, res, next) => {
  try {
    const client = new DialwiseClient(res.locals.user.email);
    await client.addContacts(req.params.id, req.body.contacts ?? []);
    res.status(204).end();
  } catch (err) {
    next(err);
  }
});

contactListsRouter.use((err: unknown, _req: any, res: any, next: any) => {
  if (err instanceof DialwiseError) {
    const status = err.kind === "user_not_found" ? 403 : err.retryable ? 503 : 502;
    return res.status(status).json({ error: err.message });
  }
  next(err);
});
