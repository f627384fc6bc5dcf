const express = require('express');
const ringlane = require('../clients/ringlane');

const router = express.Router();

// Mobile-facing routes. Our path names mirror Ringlane's on purpose.
router.get('/contact-lists', async (req, res, next) => {
  try {
    res.json(await ringlane.listContactLists(req.rep));
  } catch (err) {
    next(err);
  }
});

router.post('/contact-lists/:id/stops', async (req, res, next) => {
  try {
    res.json(await ringlane.appendContacts(req.rep, req.params.id, req.body.phones));
  } catch (err) {
    next(err);
  }
});

router.use((err, req, res, next) => {
  if (!(err instanceof ringlane.RinglaneError)) return next(err);
  if (err.userNotFound) {
    return res.status(409).json({ error: 'Your account is not set up for calling yet' });
  }
  if (err.status === 503) {
    return res.status(503).json({ error: 'Calling is disabled for Harbor & Pike right now' });
  }
  if (err.status === 502) {
    return res.status(503).set('Retry-After', '5').json({ error: 'SSO lookup failed, retry' });
  }
  const first = err.details[0];
  return res.status(err.status >= 500 ? 502 : err.status).json({
    error: err.message,
    field: first ? first.path : undefined,
  });
});

module.exports = router;
