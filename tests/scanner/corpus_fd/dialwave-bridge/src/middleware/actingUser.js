// Every internal caller (SF outbound message relay, Zaps) must say who it acts for.
module.exports = function actingUser(req, res, next) {
  const email = req.header('X-User-Email');
  const oktaId = req.header('X-User-Id');
  if (!email && !oktaId) {
    return res.status(400).json({ error: 'X-User-Email or X-User-Id header is required' });
  }
  req.actor = { email, oktaId };
  return next();
};
