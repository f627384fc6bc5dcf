/** Settings for the Sales Ops sheet. Secrets are in Script Properties. */
var CALLVANE = {
  HOST: 'https://api.callvane.io',
  API_VERSION: 'v1',
  KEY_HEADER: 'x-api-key',
  USER_HEADER: 'x-user-email',
  SIGNATURE_HEADER: 'X-Callvane-Signature'
};

function callvaneUrl_(path) {
  return CALLVANE.HOST + '/api/public/' + CALLVANE.API_VERSION + path;
}

function props_() {
  return PropertiesService.getScriptProperties();
}
