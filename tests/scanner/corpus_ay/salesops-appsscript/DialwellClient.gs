/**
 * Thin wrapper around UrlFetchApp for the Dialwell public API.
 * Retries a few times on transient failures, then throws a readable Error
 * so the sheet's toast shows something useful to the reps.
 */
function dialwellFetch_(method, path, payload) {
  var headers = {};
  headers[DIALWELL_KEY_HEADER] = getDialwellKey_();
  headers[DIALWELL_USER_HEADER] = getActingUser_();

  var options = {
    method: method,
    headers: headers,
    contentType: 'application/json',
    muteHttpExceptions: true
  };
  if (payload) options.payload = JSON.stringify(payload);

  var attempts = 0;
  while (true) {
    var resp = UrlFetchApp.fetch(DIALWELL_BASE + path, options);
    var code = resp.getResponseCode();
    var text = resp.getContentText();
    if (code >= 200 && code < 300) {
      return text ? JSON.parse(text) : null;
    }
    // 502 = Dialwell could not reach Okta to resolve the acting user; usually clears up
    if ((code === 502 || code === 429) && attempts < 3) {
      attempts++;
      Utilities.sleep(1000 * Math.pow(2, attempts));
      continue;
    }
    var body = {};
    try { body = JSON.parse(text); } catch (e) { /* html error page */ }

    if (code === 503) {
      throw new Error('Dialwell public API is switched off for our account - ask an admin to re-enable it.');
    }
    if (code === 404 && body.error === 'user not found') {
      throw new Error('Acting user ' + getActingUser_() + ' does not exist in Dialwell.');
    }
    throw new Error('Dialwell ' + code + ': ' + (body.error || text));
  }
}
