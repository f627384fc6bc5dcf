'use strict';

const { DialerKit } = require('@harborly/dialer-kit');
const config = require('../lib/config');
const log = require('pino')({ name: 'syncDialerList' });

const kit = new DialerKit({ apiKey: config.dialwise.apiKey, host: config.dialwise.host });

module.exports = async function syncDialerList(job) {
  const { listId, ownerEmail, phones } = job.data;
  try {
    const res = await kit.appendContacts({ email: ownerEmail }, listId, phones.map((phone) => ({ phone })));
    log.info({ listId, added: res.added }, 'appended contacts');
  } catch (err) {
    if (err.isUnknownUser) {
      log.warn({ ownerEmail }, 'owner has no dialer seat, dropping job');
      return;
    }
    if (err.status === 503) {
      log.error('Dialwise API disabled for our account, pausing queue');
      await job.queue.pause();
      return;
    }
    throw err;
  }
};
