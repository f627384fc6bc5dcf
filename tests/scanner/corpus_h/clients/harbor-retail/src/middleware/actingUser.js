'use strict';

// Our own store-ops backend identifies the signed-in manager through X-User-Email.
// The header is added by the SPA's fetch wrapper for relative URLs only.

function actingUser(req, res, next) {
  const email = req.get('X-User-Email');
  if (!email) {
    return res.status(400).json({ error: 'missing user' });
  }
  const manager = req.app.locals.managers.get(email.toLowerCase());
  if (!manager) {
    return res.status(404).json({ error: 'user not found' });
  }
  req.manager = manager;
  return next();
}

function withUserHeader(fetchImpl, getEmail) {
  return (url, opts = {}) => {
    const isRelative = url.startsWith('/');
    const headers = { ...(opts.headers || {}) };
    if (isRelative) headers['X-User-Email'] = getEmail();
    return fetchImpl(url, { ...opts, headers });
  };
}

module.exports = { actingUser, withUserHeader };
