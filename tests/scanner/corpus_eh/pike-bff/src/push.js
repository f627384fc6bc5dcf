const axios = require('axios');

// Thin wrapper around our notifications service (FCM/APNs fan-out)
async function notifyRep(email, data) {
  await axios.post('https://notify.internal.harborpike.com/v1/send', { email, data }, {
    headers: { 'x-api-key': process.env.NOTIFY_KEY },
  });
}

module.exports = { notifyRep };
