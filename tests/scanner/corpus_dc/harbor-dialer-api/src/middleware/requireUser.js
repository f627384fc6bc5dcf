'use strict';

// The internal ALB / oauth2-proxy sets these after SSO. We trust them because
// the service is only reachable through the proxy.
module.exports = function requireUser(req, res, next) {
  const email = req.get('X-User-Email');
  const userId = req.header('x-user-id');
  if (!email) {
    return res.status(401).json({ error: 'not authenticated' });
  }
  req.user = { email: email.toLowerCase(), id: userId || null };
  return next();
};
