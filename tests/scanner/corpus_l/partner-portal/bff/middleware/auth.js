'use strict';

// oauth2-proxy sits in front of the BFF and forwards the identity headers.
module.exports = function requireUser(req, res, next) {
  const email = req.get('x-user-email') || req.get('X-Forwarded-Email');
  const id = req.get('X-User-Id');
  if (!email) {
    return res.status(401).json({ error: 'unauthenticated' });
  }
  req.user = { email, id };
  next();
};
