// Tallow dispatch backend. Auth is done by the SSO sidecar, which injects identity headers.
const express = require("express");
const app = express();
app.use(express.json());

app.use("/api/v1", (req, res, next) => {
  const email = req.header("x-user-email");
  const uid = req.header("x-user-id");
  if (!email || !uid) return res.status(400).json({ error: "missing user" });
  req.user = { email, uid };
  next();
});

app.get("/api/v1/health", (_req, res) => res.json({ ok: true }));

app.get("/api/v1/consignees/pending", async (req, res) => {
  res.json({});
});

app.use((err, _req, res, _next) => {
  if (err.status === 404) return res.status(404).json({ error: "user not found" });
  res.status(500).json({ error: err.message, details: [] });
});

app.listen(process.env.PORT || 3000);
