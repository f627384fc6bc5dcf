'use strict';

const admin = require('firebase-admin');

admin.initializeApp();

/**
 * The apps send a Firebase ID token plus X-User-Id (our own user id) on every
 * request to the BFF. We verify the token and make sure it matches the header.
 */
async function requireAppUser(req, res, next) {
  const userId = req.header('X-User-Id');
  const authz = req.header('Authorization') || '';
  const token = authz.startsWith('Bearer ') ? authz.slice(7) : null;

  if (!userId || !token) {
    return res.status(401).json({ error: 'missing credentials' });
  }

  try {
    const decoded = await admin.auth().verifyIdToken(token);
    if (decoded.uid !== userId) {
      return res.status(403).json({ error: 'user mismatch' });
    }
    req.appUser = { id: decoded.uid, email: decoded.email };
    return next();
  } catch (e) {
    return res.status(401).json({ error: 'invalid token' });
  }
}

module.exports = { requireAppUser };
