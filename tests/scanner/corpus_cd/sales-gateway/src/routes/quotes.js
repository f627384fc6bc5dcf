const express = require("express");
const fetch = require("node-fetch");
const { pricingService } = require("../config");

const router = express.Router();

// Pricing service (internal) requires our service key + the acting user.
router.post("/", async (req, res) => {
  const r = await fetch(`${pricingService}/quotes`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-api-key": process.env.PRICING_SERVICE_KEY,
      "x-user-id": req.user.id,
    },
    body: JSON.stringify(req.body),
  });
  if (r.status === 502) return res.status(502).json({ error: "pricing unavailable" });
  const body = await r.json();
  if (!r.ok) return res.status(r.status).json({ error: body.error });
  res.status(201).json(body);
});

module.exports = router;
