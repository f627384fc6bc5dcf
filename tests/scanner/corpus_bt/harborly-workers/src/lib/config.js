'use strict';

const required = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
};

module.exports = {
  redisUrl: process.env.REDIS_URL || 'redis://localhost:6379',
  dialwise: {
    apiKey: required('DIALWISE_API_KEY'),
    host: process.env.DIALWISE_HOST || 'https://api.dialwise.com',
  },
  enrichment: {
    url: process.env.ENRICHMENT_URL || 'https://enrich.internal.harborly.net/v1',
    apiKey: process.env.ENRICHMENT_API_KEY,
  },
  reportingGateway: {
    url: process.env.REPORTING_GW_URL || 'https://k3x9q.execute-api.us-east-1.amazonaws.com/prod',
    apiKey: process.env.REPORTING_GW_KEY,
  },
};
