/**
 * Sync the "Newsletter" tab to a Brevo (ex-Sendinblue) contact list.
 */
var BREVO_BASE = 'https://api.brevo.com/v3';

function syncNewsletterTab() {
  var key = PropertiesService.getScriptProperties().getProperty('BREVO_API_KEY');
  var listId = Number(PropertiesService.getScriptProperties().getProperty('BREVO_LIST_ID'));
  var rows = SpreadsheetApp.getActive().getSheetByName('Newsletter').getDataRange().getValues().slice(1);

  var res = UrlFetchApp.fetch(BREVO_BASE + '/contacts/lists/' + listId + '/contacts/add', {
    method: 'post',
    contentType: 'application/json',
    headers: { 'api-key': key, accept: 'application/json' },
    payload: JSON.stringify({ emails: rows.map(function (r) { return r[1]; }).filter(String) }),
    muteHttpExceptions: true
  });
  var code = res.getResponseCode();
  if (code === 404) {
    throw new Error('Brevo list ' + listId + ' not found');
  }
  if (code >= 400) {
    var err = JSON.parse(res.getContentText());
    throw new Error('Brevo: ' + err.code + ' ' + err.message);
  }
}
