"use strict";
// The clinic portal's BFF forwards the logged-in user; we trust it inside the mesh.
module.exports = function identity(req, res, next) {
  const userId = req.headers["x-user-id"];
  const email = req.headers["x-user-email"];
  if (!userId) {
    return res.status(400).json({ error: "missing user" });
  }
  req.user = { id: userId, email };
  next();
};
