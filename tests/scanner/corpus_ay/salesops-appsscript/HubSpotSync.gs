/**
 * Pulls MQLs from HubSpot into the Call Queue sheet.
 * Uses the legacy contact lists API (v1) because the list is an old static list.
 */
var HS_RETRYABLE = [429, 502, 503];

function hubspotFetch_(path) {
  var url = HUBSPOT_BASE + path;
  for (var attempt = 0; attempt < 4; attempt++) {
    var resp = UrlFetchApp.fetch(url, {
      headers: { Authorization: 'Bearer ' + getHubSpotToken_() },
      muteHttpExceptions: true
    });
    var code = resp.getResponseCode();
    if (code === 200) return JSON.parse(resp.getContentText());
    if (HS_RETRYABLE.indexOf(code) !== -1) {
      Utilities.sleep(1500 * (attempt + 1));
      continue;
    }
    var err = JSON.parse(resp.getContentText() || '{}');
    // HubSpot errors: {"status":"error","message":"...","correlationId":"..."}
    throw new Error('HubSpot ' + code + ': ' + (err.message || 'unknown'));
  }
  throw new Error('HubSpot still failing after retries: ' + path);
}

function pullMqls() {
  var listId = props_().getProperty('HUBSPOT_MQL_LIST_ID');
  var page = hubspotFetch_('/contacts/v1/lists/' + listId + '/contacts/all?count=100&property=phone&property=firstname&property=lastname');
  var sheet = SpreadsheetApp.getActive().getSheetByName(QUEUE_SHEET);
  page.contacts.forEach(function (c) {
    var p = c.properties;
    sheet.appendRow([
      p.firstname ? p.firstname.value : '',
      p.lastname ? p.lastname.value : '',
      p.phone ? p.phone.value : ''
    ]);
  });
}

function markContacted(vid) {
  var resp = UrlFetchApp.fetch(HUBSPOT_BASE + '/crm/v3/objects/contacts/' + vid, {
    method: 'patch',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + getHubSpotToken_() },
    payload: JSON.stringify({ properties: { hs_lead_status: 'ATTEMPTED_TO_CONTACT' } }),
    muteHttpExceptions: true
  });
  if (resp.getResponseCode() === 404) {
    Logger.log('Contact ' + vid + ' was deleted in HubSpot, skipping');
  }
}
