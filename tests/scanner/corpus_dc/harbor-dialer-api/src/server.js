'use strict';

require('dotenv').config();
const app = require('./app');
const config = require('./config');
const logger = require('./logger');

app.listen(config.port, () => {
  logger.info({ port: config.port }, 'harbor-dialer-api listening');
});
