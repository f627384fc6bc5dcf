'use strict';

const pino = require('pino');

module.exports = pino({
  level: process.env.LOG_LEVEL || 'info',
  redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
});
