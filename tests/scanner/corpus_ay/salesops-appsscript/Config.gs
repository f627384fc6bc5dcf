/**
 * Script-wide config for the "Call Queue" sheet.
 * Secrets live in Script Properties (Project Settings > Script properties), never here.
 */
var DIALWELL_BASE = 'https://api.dialwell.io/api/public/v1';
var DIALWELL_KEY_HEADER = 'x-api-key';
var DIALWELL_USER_HEADER = 'X-User-Email';

var HUBSPOT_BASE = 'https://api.hubapi.com';
var SLACK_WEBHOOK_PROP = 'SLACK_WEBHOOK_URL';
var QUEUE_SHEET = 'Call Queue';

function props_() {
  return PropertiesService.getScriptProperties();
}

function getDialwellKey_() {
  var key = props_().getProperty('DIALWELL_API_KEY');
  if (!key) throw new Error('Set DIALWELL_API_KEY in Script Properties');
  return key;
}

function getActingUser_() {
  return props_().getProperty('DIALWELL_ACTING_USER') || Session.getActiveUser().getEmail();
}

function getHubSpotToken_() {
  return props_().getProperty('HUBSPOT_PRIVATE_APP_TOKEN');
}
