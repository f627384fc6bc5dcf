/**
 * Web app endpoint receiving Callvane "call.ended" webhooks.
 * Apps Script can't read request headers in doPost, so Callvane was configured
 * (legacy v1 option) to echo the signature as a query parameter as well.
 */
function doPost(e) {
  var raw = e.postData.contents;
  var sig = e.parameter['X-Callvane-Signature'] || e.parameter.signature;
  var secret = props_().getProperty('CALLVANE_SIGNING_SECRET');
  var mac = Utilities.computeHmacSha256Signature(raw, secret);
  var expected = mac.map(function (b) { return ('0' + (b & 0xff).toString(16)).slice(-2); }).join('');
  if (sig !== expected) {
    return ContentService.createTextOutput(JSON.stringify({ error: 'invalid signature' }))
      .setMimeType(ContentService.MimeType.JSON);
  }
  var evt = JSON.parse(raw);
  SpreadsheetApp.getActive().getSheetByName('Call log')
    .appendRow([new Date(), evt.call_id, evt.to, evt.outcome, evt.duration_sec]);
  return ContentService.createTextOutput('{"ok":true}').setMimeType(ContentService.MimeType.JSON);
}
