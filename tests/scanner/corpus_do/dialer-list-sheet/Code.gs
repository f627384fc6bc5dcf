/**
 * "Dialer" menu for the Sales Ops call-planning sheet.
 * Pushes the selected rows' phone numbers into a Ringlyne contact list.
 */

var RL_BASE = 'https://api.ringlyne.io/api/public/v1';

function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Dialer')
    .addItem('Send selected rows to dialer list…', 'sendSelectionToDialer')
    .addItem('Show dialer lists', 'showLists')
    .addToUi();
}

function rlKey_() {
  var key = PropertiesService.getScriptProperties().getProperty('RINGLYNE_API_KEY');
  if (!key) throw new Error('Set RINGLYNE_API_KEY in Project Settings > Script properties');
  return key;
}

function rlFetch_(method, path, payload) {
  var options = {
    method: method,
    muteHttpExceptions: true,
    contentType: 'application/json',
    headers: {
      'x-api-key': rlKey_(),
      'x-user-email': Session.getActiveUser().getEmail()
    }
  };
  if (payload) options.payload = JSON.stringify(payload);

  var resp = UrlFetchApp.fetch(RL_BASE + path, options);
  var code = resp.getResponseCode();
  if (code < 400) return JSON.parse(resp.getContentText() || '{}');

  var err = {};
  try { err = JSON.parse(resp.getContentText()); } catch (e) {}
  if (code === 404 && err.error === 'user not found') {
    throw new Error('Your Google account is not a Ringlyne user. Ask Sales Ops for a seat.');
  }
  if (code === 503) {
    throw new Error('The Ringlyne API is currently disabled for our workspace.');
  }
  throw new Error('Ringlyne error ' + code + ': ' + (err.error || resp.getContentText()));
}

function showLists() {
  var lists = rlFetch_('get', '/contact-lists').data;
  var msg = lists.map(function (l) { return l.id + '  ' + l.name + ' (' + l.contact_count + ')'; }).join('\n');
  SpreadsheetApp.getUi().alert('Dialer lists', msg, SpreadsheetApp.getUi().ButtonSet.OK);
}

function sendSelectionToDialer() {
  var ui = SpreadsheetApp.getUi();
  var answer = ui.prompt('Dialer list id (cl_…)');
  if (answer.getSelectedButton() !== ui.Button.OK) return;
  var listId = answer.getResponseText().trim();

  var values = SpreadsheetApp.getActiveRange().getValues();
  var phones = values.map(function (r) { return String(r[2]).replace(/[^\d+]/g, ''); }).filter(String);
  rlFetch_('post', '/contact-lists/' + encodeURIComponent(listId) + '/contacts', {
    contacts: phones.map(function (p) { return { phone: p }; })
  });
  ui.alert('Sent ' + phones.length + ' numbers to ' + listId);
}

/** Called from the "Opt-outs" tab's checkbox trigger. */
function removeFromDialer_(listId, phone) {
  rlFetch_('delete', '/contact-lists/' + encodeURIComponent(listId) + '/contacts/' + encodeURIComponent(phone));
}

function archiveOldList_(listId) {
  rlFetch_('delete', '/contact-lists/' + encodeURIComponent(listId));
}
