// The mobile apps identify the rep with X-User-Id / X-User-Email (set by their
// BackendAuthInterceptor). We trust them only together with a valid Okta token.
module.exports = function actingRep(req, res, next) {
  const oktaId = req.get('x-user-id');
  const email = req.get('X-User-Email');
  if (!oktaId || !req.auth?.sub) {
    return res.status(400).json({ error: 'missing rep identity' });
  }
  if (req.auth.sub !== oktaId) {
    return res.status(403).json({ error: 'rep mismatch' });
  }
  req.rep = { oktaId, email };
  return next();
};
