const express = require("express");
const fetch = require("node-fetch");
const { ringstack } = require("../config");
const { ringstackHeaders } = require("../ringstackHeaders");

const router = express.Router();

router.get("/", async (req, res, next) => {
  try {
    const upstream = await fetch(`${ringstack.base}/contact-lists?limit=100`, {
      headers: ringstackHeaders(req.user.email),
    });
    const payload = await upstream.json();
    if (!upstream.ok) {
      if (upstream.status === 404) {
        return res.status(403).json({ message: `Ringstack does not know ${req.user.email}` });
      }
      if (upstream.status === 502 || upstream.status === 503) {
        return res.status(503).set("Retry-After", "30").json({ message: payload.error });
      }
      return res.status(upstream.status).json({ message: payload.error, fields: payload.details });
    }
    res.json(payload);
  } catch (e) {
    next(e);
  }
});

router.delete("/:id", async (req, res) => {
  const r = await fetch(`${ringstack.base}/contact-lists/${req.params.id}`, {
    method: "DELETE",
    headers: ringstackHeaders(req.user.email),
  });
  res.status(r.status).end();
});

module.exports = router;
