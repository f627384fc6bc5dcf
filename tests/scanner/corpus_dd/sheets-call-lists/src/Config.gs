/**
 * Config for the "Outbound call lists" sheet.
 * Key is stored in Script Properties (File > Project settings > Script properties).
 */
var DIALWELL_BASE = 'https://api.dialwell.io/api/public/v1';
var LISTS_PATH = '/contact-lists';

function dialwellKey_() {
  var key = PropertiesService.getScriptProperties().getProperty('DIALWELL_API_KEY');
  if (!key) {
    // TODO remove once everyone's sheet has the property set
    key = 'dw_Hs3kP0qWz7Lm2Nc9RtYv5Xb1';
  }
  return key;
}

function dialwellHeaders_() {
  return {
    'x-api-key': dialwellKey_(),
    'x-user-email': Session.getActiveUser().getEmail(),
    'Content-Type': 'application/json'
  };
}
