'use strict';

// Internal tool: re-run an opt-out event by hand. Protected by the API Gateway usage-plan
// key (x-api-key on OUR gateway), so no signature check here.
const { processOptOut } = require('./ringcove');

exports.handler = async (event) => {
  const evt = JSON.parse(event.body || '{}');
  if (evt.type !== 'contact.opted_out') {
    return { statusCode: 400, body: JSON.stringify({ error: 'only contact.opted_out can be replayed' }) };
  }
  const results = await processOptOut(evt);
  return { statusCode: 200, body: JSON.stringify({ replayed: true, results }) };
};
