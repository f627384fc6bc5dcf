'use strict';

const ringmetric = require('../lib/ringmetric/client');
const { RingmetricTransientError, RingmetricDisabledError } = require('../lib/ringmetric/errors');
const { leadsReadyToDial } = require('../lib/los');

const LIST_ID = process.env.RINGMETRIC_DEFAULT_LIST_ID;

exports.handler = async (event) => {
  const listId = event.pathParameters?.listId || LIST_ID;
  const since = new Date(Date.now() - 16 * 60 * 1000).toISOString();
  const leads = await leadsReadyToDial(since);

  if (leads.length === 0) {
    return { statusCode: 200, body: JSON.stringify({ synced: 0 }) };
  }

  try {
    await ringmetric.addContacts(
      listId,
      leads.map((l) => ({ phone: l.phoneE164, first_name: l.firstName, external_id: l.loanId })),
    );
  } catch (err) {
    if (err instanceof RingmetricTransientError) {
      console.warn('ringmetric transient failure, next schedule will pick it up', err.message);
      return { statusCode: 202, body: JSON.stringify({ deferred: leads.length }) };
    }
    if (err instanceof RingmetricDisabledError) {
      console.error('Ringmetric API disabled for tenant; paging on-call');
    }
    throw err;
  }

  return { statusCode: 200, body: JSON.stringify({ synced: leads.length }) };
};
