/**
 * Menu: Sales Ops > Push selected rows to Callvane list
 */
function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Sales Ops')
    .addItem('Push selection to Callvane list', 'pushSelection')
    .addItem('Refresh list names', 'refreshLists')
    .addToUi();
}

function cvFetch_(method, path, payload) {
  var headers = {};
  headers[CALLVANE.KEY_HEADER] = props_().getProperty('CALLVANE_KEY');
  headers[CALLVANE.USER_HEADER] = Session.getActiveUser().getEmail();
  var resp = UrlFetchApp.fetch(callvaneUrl_(path), {
    method: method,
    contentType: 'application/json',
    headers: headers,
    payload: payload ? JSON.stringify(payload) : null,
    muteHttpExceptions: true
  });
  var code = resp.getResponseCode();
  var body = resp.getContentText() ? JSON.parse(resp.getContentText()) : {};
  if (code >= 400) {
    if (code === 502) {
      Utilities.sleep(3000);
      return cvFetch_(method, path, payload);
    }
    throw new Error('Callvane ' + code + ': ' + body.error);
  }
  return body;
}

function refreshLists() {
  var lists = cvFetch_('get', '/contact-lists?limit=200').items;
  var sheet = SpreadsheetApp.getActive().getSheetByName('Lists');
  sheet.getRange(2, 1, sheet.getMaxRows() - 1, 2).clearContent();
  lists.forEach(function (l, i) { sheet.getRange(i + 2, 1, 1, 2).setValues([[l.id, l.name]]); });
}

function pushSelection() {
  var ui = SpreadsheetApp.getUi();
  var listId = ui.prompt('Callvane list id').getResponseText();
  var rows = SpreadsheetApp.getActiveRange().getValues();
  var contacts = rows.filter(function (r) { return r[0]; })
    .map(function (r) { return { phone: String(r[0]), first_name: r[1] }; });
  cvFetch_('post', '/contact-lists/' + encodeURIComponent(listId) + '/contacts', { contacts: contacts });
  ui.alert('Pushed ' + contacts.length + ' contacts');
}
