'use strict';

// The portal sits behind the corporate SSO proxy, which injects the logged-in
// agent as X-User-Email / X-User-Id. Never trust these unless the request came
// through the proxy (checked by the shared proxy secret).
module.exports = function currentUser(req, res, next) {
  if (req.get('X-Proxy-Secret') !== process.env.SSO_PROXY_SECRET) {
    return res.status(401).json({ error: 'unauthenticated' });
  }
  const email = req.get('X-User-Email');
  const id = req.get('X-User-Id');
  if (!email) {
    return res.status(404).json({ error: 'user not found' });
  }
  req.agent = { email: email.toLowerCase(), id: id };
  next();
};
