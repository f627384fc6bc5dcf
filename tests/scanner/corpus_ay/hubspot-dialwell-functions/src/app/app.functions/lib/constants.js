// Dialwell settings shared by the serverless functions.
const DIALWELL_HOST = process.env.DIALWELL_HOST || 'https://api.dialwell.io';
const DIALWELL_API_VERSION = 'v1';
const DIALWELL_API = `${DIALWELL_HOST}/api/public/${DIALWELL_API_VERSION}`;

const DIALWELL_HEADERS = Object.freeze({
  API_KEY: 'x-api-key',
  ACTING_USER: 'x-user-email',
});

const HUBSPOT_OWNER_PROPERTY = 'hubspot_owner_id';
const DEFAULT_ACTING_USER = 'revops-bot@ridgelinefoods.com';

module.exports = {
  DIALWELL_API,
  DIALWELL_HEADERS,
  HUBSPOT_OWNER_PROPERTY,
  DEFAULT_ACTING_USER,
};
