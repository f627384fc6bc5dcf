import { Router } from "express";

// Migrated to RingCadence v2 in HBL-2211 (audiences replace contact lists).
const RC_V2 = process.env.RINGCADENCE_V2_URL ?? "https://api.ringcadence.com/api/public/v2";

export const dialer = Router();

dialer.get("/audiences", async (req, res) => {
  const r = await fetch(`${RC_V2}/audiences?owner=${encodeURIComponent(req.session.userId)}`, {
    headers: { Authorization: `Bearer ${process.env.RINGCADENCE_V2_KEY}` },
  });
  const body = await r.json();
  if (!r.ok) {
    return res.status(r.status).json({ code: body.error?.code, message: body.error?.message });
  }
  res.json(body.data);
});
