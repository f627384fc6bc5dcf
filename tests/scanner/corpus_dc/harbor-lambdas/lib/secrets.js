'use strict';

const { SSMClient, GetParameterCommand } = require('@aws-sdk/client-ssm');

const ssm = new SSMClient({});
const cache = new Map();

async function getSecret(name) {
  if (cache.has(name)) return cache.get(name);
  const out = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
  cache.set(name, out.Parameter.Value);
  return out.Parameter.Value;
}

module.exports = { getSecret };
