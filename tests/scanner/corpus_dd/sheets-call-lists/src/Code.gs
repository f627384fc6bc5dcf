/**
 * Adds a "Dialwell" menu to the sheet: pull lists into the "Lists" tab and
 * push selected rows (column C = phone) into a list.
 */
function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Dialwell')
    .addItem('Refresh lists', 'refreshLists')
    .addItem('Push selected rows to list…', 'pushSelection')
    .addItem('Empty a list…', 'emptyList')
    .addToUi();
}

function dialwellFetch_(method, path, payload) {
  var options = {
    method: method,
    headers: dialwellHeaders_(),
    muteHttpExceptions: true
  };
  if (payload) options.payload = JSON.stringify(payload);

  for (var attempt = 0; attempt < 3; attempt++) {
    var res = UrlFetchApp.fetch(DIALWELL_BASE + path, options);
    var code = res.getResponseCode();
    if (code === 502 || code === 429) {
      Utilities.sleep(1500 * (attempt + 1));
      continue;
    }
    var text = res.getContentText();
    var body = text ? JSON.parse(text) : {};
    if (code >= 400) {
      var msg = body.error || ('HTTP ' + code);
      if (code === 404 && /user not found/i.test(msg)) {
        msg = 'Your Google account (' + Session.getActiveUser().getEmail() + ') has no Dialwell login.';
      } else if (code === 503) {
        msg = 'Dialwell public API is disabled for our workspace.';
      }
      throw new Error(msg);
    }
    return body;
  }
  throw new Error('Dialwell is not responding, try again in a minute.');
}

function refreshLists() {
  var sheet = SpreadsheetApp.getActive().getSheetByName('Lists');
  var lists = dialwellFetch_('get', LISTS_PATH).data;
  sheet.getRange(2, 1, sheet.getMaxRows(), 3).clearContent();
  var rows = lists.map(function (l) { return [l.id, l.name, l.size]; });
  if (rows.length) sheet.getRange(2, 1, rows.length, 3).setValues(rows);
}

function pushSelection() {
  var ui = SpreadsheetApp.getUi();
  var resp = ui.prompt('Dialwell list id');
  if (resp.getSelectedButton() !== ui.Button.OK) return;
  var listId = resp.getResponseText().trim();

  var range = SpreadsheetApp.getActiveRange();
  var values = range.getSheet().getRange(range.getRow(), 3, range.getNumRows(), 1).getValues();
  var contacts = values
    .map(function (r) { return String(r[0]).replace(/[^\d+]/g, ''); })
    .filter(function (p) { return p.length >= 10; })
    .map(function (p) { return { phone: p }; });

  dialwellFetch_('post', LISTS_PATH + '/' + listId + '/contacts', { contacts: contacts });
  ui.alert('Pushed ' + contacts.length + ' numbers to list ' + listId);
}

function emptyList() {
  var ui = SpreadsheetApp.getUi();
  var listId = ui.prompt('List id to empty').getResponseText().trim();
  var list = dialwellFetch_('get', LISTS_PATH + '/' + listId);
  (list.contacts || []).forEach(function (c) {
    dialwellFetch_('delete', '/contact-lists/' + listId + '/contacts/' + encodeURIComponent(c.phone));
  });
}
