'use strict';

const { DynamoDBClient, PutItemCommand } = require('@aws-sdk/client-dynamodb');
const { safeEqualHex, hmacHex, lowerHeaders } = require('../lib/verify');
const { removeFromLists } = require('../lib/ringcoveApi');

const ddb = new DynamoDBClient({});

exports.handler = async (event) => {
  const headers = lowerHeaders(event.headers);
  const body = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

  const provided = headers['x-ringcove-signature'];
  if (!safeEqualHex(provided, hmacHex(process.env.RINGCOVE_SIGNING_SECRET, body))) {
    return { statusCode: 401, body: JSON.stringify({ error: 'invalid signature' }) };
  }

  const evt = JSON.parse(body);
  if (evt.type !== 'contact.opted_out') {
    return { statusCode: 204, body: '' };
  }

  const results = await processOptOut(evt);
  console.log(JSON.stringify({ msg: 'opt-out processed', phone: evt.data.phone, results }));
  return { statusCode: 200, body: JSON.stringify({ ok: true }) };
};

async function processOptOut(evt) {
  const phone = evt.data.phone;
  await ddb.send(new PutItemCommand({
    TableName: process.env.OPTOUT_TABLE,
    Item: { phone: { S: phone }, at: { S: new Date().toISOString() }, source: { S: 'ringcove' } },
  }));

  return removeFromLists(phone, evt.data.list_ids || []);
}

exports.processOptOut = processOptOut;
