import { Router } from "express";
import { dialwave } from "../dialwave/client";
import { DialwaveHttpError } from "../dialwave/types";
import { requireUser } from "../middleware/auth";

export const callListsRouter = Router();
callListsRouter.use(requireUser);

function toHttp(err: unknown) {
  if (!(err instanceof DialwaveHttpError)) return { status: 500, body: { error: "Internal error" } };
  switch (err.status) {
    case 404:
      if (err.body.error === "user not found") {
        return { status: 409, body: { error: "You are not provisioned in Dialwave yet." } };
      }
      return { status: 404, body: { error: "Call list not found" } };
    case 503:
      return { status: 503, body: { error: "Dialer is switched off, try again later." } };
    case 400: {
      const fields = (err.body.details ?? []).map((d) => `${d.path}: ${d.message}`);
      return { status: 400, body: { error: err.body.error, fields } };
    }
    default:
      return { status: 502, body: { error: "Dialer request failed" } };
  }
}

callListsRouter.get("/call-lists", async (req, res) => {
  try {
    const { data } = await dialwave.listContactLists(req.user!);
    res.json(data.map((l) => ({ id: l.id, name: l.name, size: l.contactCount })));
  } catch (e) {
    const { status, body } = toHttp(e);
    res.status(status).json(body);
  }
});

callListsRouter.delete("/call-lists/:id", async (req, res) => {
  try {
    await dialwave.deleteContactList(req.user!, req.params.id);
    res.status(204).end();
  } catch (e) {
    const { status, body } = toHttp(e);
    res.status(status).json(body);
  }
});
