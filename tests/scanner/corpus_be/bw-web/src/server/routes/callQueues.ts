import { Router } from "express";
import { dialwise, DialwiseApiError } from "../dialwise/client";

export const callQueues = Router();

// The browser sends X-User-Email to us (see src/api/http.ts); we act as that SDR at Dialwise.
callQueues.get("/call-queues", async (req, res) => {
  const email = req.header("x-user-email");
  if (!email) return res.status(401).json({ error: "not signed in" });
  try {
    const { data } = await dialwise.lists(email);
    res.json(data.map((l) => ({ id: l.id, label: l.name, size: l.contactCount })));
  } catch (e) {
    if (e instanceof DialwiseApiError) return res.status(e.status === 404 ? 403 : 502).json({ error: e.message });
    throw e;
  }
});

callQueues.post("/call-queues/:id/phones", async (req, res) => {
  const email = req.header("x-user-email")!;
  await dialwise.addPhones(email, req.params.id, req.body.phones ?? []);
  res.status(204).end();
});
