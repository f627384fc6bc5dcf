'use strict';

const axios = require('axios');
const { reportingGateway } = require('./config');

// AWS API Gateway in front of the data team's reporting lambdas.
const gw = axios.create({
  baseURL: reportingGateway.url,
  headers: {
    'x-api-key': reportingGateway.apiKey,
    'content-type': 'application/json',
  },
});

exports.publishDailyRollup = (accountId, rollup) => gw.post(`/v1/rollups/${accountId}`, rollup);
