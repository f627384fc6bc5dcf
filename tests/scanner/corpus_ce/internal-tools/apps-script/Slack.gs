/** Slack slash command /dialer-stats -> posts today's call counts. */
function verifySlack_(e) {
  var ts = e.parameter['X-Slack-Request-Timestamp'];
  var sig = e.parameter['X-Slack-Signature'];
  var base = 'v0:' + ts + ':' + e.postData.contents;
  var mac = Utilities.computeHmacSha256Signature(base, props_().getProperty('SLACK_SIGNING_SECRET'));
  var hex = mac.map(function (b) { return ('0' + (b & 0xff).toString(16)).slice(-2); }).join('');
  return sig === 'v0=' + hex;
}

function postDailyStats() {
  var resp = UrlFetchApp.fetch('https://api.callvane.io/api/public/v2/calls/stats?range=today', {
    headers: { Authorization: 'Bearer ' + props_().getProperty('CALLVANE_V2_KEY') },
    muteHttpExceptions: true
  });
  if (resp.getResponseCode() === 503) {
    Logger.log('stats endpoint unavailable');
    return;
  }
  var body = JSON.parse(resp.getContentText());
  if (body.error) {
    Logger.log(body.error.code + ': ' + body.error.message);
    return;
  }
  UrlFetchApp.fetch(props_().getProperty('SLACK_WEBHOOK_URL'), {
    method: 'post',
    contentType: 'application/json',
    payload: JSON.stringify({ text: 'Calls today: ' + body.data.total })
  });
}
