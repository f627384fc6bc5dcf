/**
 * Newsletter sign-ups from the "Events" tab go to Mailchimp.
 */
var MC_DC = 'us21';

function addToAudience_(listId, email) {
  var key = PropertiesService.getScriptProperties().getProperty('MAILCHIMP_KEY');
  var resp = UrlFetchApp.fetch('https://' + MC_DC + '.api.mailchimp.com/3.0/lists/' + listId + '/members', {
    method: 'post',
    muteHttpExceptions: true,
    contentType: 'application/json',
    headers: { Authorization: 'Basic ' + Utilities.base64Encode('anystring:' + key) },
    payload: JSON.stringify({ email_address: email, status: 'subscribed' })
  });
  var code = resp.getResponseCode();
  if (code === 404) throw new Error('Mailchimp audience ' + listId + ' not found');
  if (code >= 500) {
    Logger.log('Mailchimp ' + code + ', will retry on next trigger');
    return false;
  }
  var body = JSON.parse(resp.getContentText());
  if (code >= 400) throw new Error(body.detail || body.title);
  return true;
}

function syncEventSignups() {
  var sheet = SpreadsheetApp.getActive().getSheetByName('Events');
  var rows = sheet.getDataRange().getValues().slice(1);
  rows.forEach(function (r, i) {
    if (r[4] === 'yes' && !r[5]) {
      if (addToAudience_('b7c1e2f9aa', r[1])) sheet.getRange(i + 2, 6).setValue(new Date());
    }
  });
}
