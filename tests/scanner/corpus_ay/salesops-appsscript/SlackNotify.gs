/**
 * Posts to #salesops-alerts. Also refreshes the Google service account token used by
 * the BigQuery export (the OAuth endpoint returns {"error": "invalid_grant"} when the key rotates).
 */
function notifySlack_(text) {
  var url = props_().getProperty(SLACK_WEBHOOK_PROP);
  if (!url) return;
  var resp = UrlFetchApp.fetch(url, {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify({ text: text }),
    muteHttpExceptions: true
  });
  if (resp.getResponseCode() === 503) {
    Utilities.sleep(2000);
    UrlFetchApp.fetch(url, { method: 'post', contentType: 'application/json', payload: JSON.stringify({ text: text }) });
  }
}

function getServiceAccountToken_() {
  var resp = UrlFetchApp.fetch('https://oauth2.googleapis.com/token', {
    method: 'post',
    payload: {
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: buildJwt_()
    },
    muteHttpExceptions: true
  });
  var body = JSON.parse(resp.getContentText());
  if (body.error === 'invalid_grant') {
    notifySlack_(':warning: BigQuery export key was rotated - update SA_PRIVATE_KEY');
    throw new Error(body.error_description || body.error);
  }
  return body.access_token;
}
