'use strict';

// Requests come through our IAP-protected load balancer, which adds the
// authenticated user's email. Scheduler jobs use an OIDC token instead.
const ALLOWED_DOMAIN = '@tidewater.dev';

function requireUser(req, res) {
  const email =
    req.get('X-User-Email') ||
    (req.get('X-Goog-Authenticated-User-Email') || '').replace('accounts.google.com:', '');
  if (!email || !email.endsWith(ALLOWED_DOMAIN)) {
    res.status(403).json({ error: 'forbidden' });
    return null;
  }
  return email;
}

module.exports = { requireUser };
