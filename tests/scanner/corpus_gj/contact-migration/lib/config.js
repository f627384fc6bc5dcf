'use strict';

require('dotenv').config();

function required(name) {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
}

module.exports = {
  crm: {
    url: required('CRM_API_URL'),
    token: required('CRM_SERVICE_TOKEN'),
  },
  dialwave: {
    base: process.env.DIALWAVE_API_BASE || 'https://api.dialwave.com/api/public/v1',
    key: required('DIALWAVE_API_KEY'),
    actor: process.env.DIALWAVE_ACTOR_EMAIL || 'migration-bot@brightwell.co',
  },
  concurrency: Number(process.env.CONCURRENCY || 4),
  dryRun: Boolean(process.env.DRY_RUN),
};
