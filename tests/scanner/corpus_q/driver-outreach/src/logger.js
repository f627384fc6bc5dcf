'use strict';

module.exports = require('pino')({ level: process.env.LOG_LEVEL || 'info' });
