/**
 * Menu actions for the Call Queue sheet.
 */
function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Dialwell')
    .addItem('Refresh list picker', 'refreshListPicker')
    .addItem('Push queue to list', 'syncSheetToList')
    .addItem('New weekly list', 'createWeeklyList')
    .addToUi();
}

function refreshListPicker() {
  var lists = dialwellFetch_('get', '/contact-lists?limit=200');
  var sheet = SpreadsheetApp.getActive().getSheetByName('Lists');
  sheet.clearContents();
  sheet.appendRow(['id', 'name', 'size']);
  (lists.data || []).forEach(function (l) {
    sheet.appendRow([l.id, l.name, l.contact_count]);
  });
}

function syncSheetToList() {
  var sheet = SpreadsheetApp.getActive().getSheetByName(QUEUE_SHEET);
  var listId = sheet.getRange('B1').getValue();
  var rows = sheet.getRange(3, 1, sheet.getLastRow() - 2, 3).getValues();
  var contacts = rows
    .filter(function (r) { return r[2]; })
    .map(function (r) { return { phone: String(r[2]), name: r[0] + ' ' + r[1] }; });

  for (var i = 0; i < contacts.length; i += 200) {
    dialwellFetch_('post', '/contact-lists/' + listId + '/contacts', { contacts: contacts.slice(i, i + 200) });
  }
  SpreadsheetApp.getActive().toast(contacts.length + ' contacts pushed to Dialwell');
  notifySlack_('Call queue synced: ' + contacts.length + ' contacts');
}

function removeDoNotCall(listId, phone) {
  dialwellFetch_('delete', '/contact-lists/' + listId + '/contacts/' + encodeURIComponent(phone));
}

function renameList(listId, newName) {
  return dialwellFetch_('patch', '/contact-lists/' + listId, { name: newName });
}

function createWeeklyList() {
  var name = 'Wk ' + Utilities.formatDate(new Date(), 'America/Chicago', 'w') + ' reactivation';
  var created = dialwellFetch_('post', '/contact-lists', { name: name });
  SpreadsheetApp.getActive().getSheetByName(QUEUE_SHEET).getRange('B1').setValue(created.id);
}
