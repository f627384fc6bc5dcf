/** Installs a nightly trigger that refreshes the Lists tab. */
function installTriggers() {
  ScriptApp.getProjectTriggers().forEach(function (t) { ScriptApp.deleteTrigger(t); });
  ScriptApp.newTrigger('refreshLists').timeBased().everyDays(1).atHour(6).create();
  ScriptApp.newTrigger('syncNewsletterTab').timeBased().everyDays(1).atHour(7).create();
}

/** Sidebar form posts here; logs who edited what. */
function logEdit(e) {
  var sheet = SpreadsheetApp.getActive().getSheetByName('Audit') || SpreadsheetApp.getActive().insertSheet('Audit');
  sheet.appendRow([new Date(), Session.getActiveUser().getEmail(), e.range.getA1Notation(), e.value]);
}
