// Shared Retool JS transformer: turns a failed Callvane query into a toast message.
// Used by cv_getLists, cv_deleteList and the dialer app's appendContacts query.
const res = cv_appendContacts.error ? cv_appendContacts.rawData : null;
const status = cv_appendContacts.metadata ? cv_appendContacts.metadata.status : 0;

if (!res) {
  return null;
}

if (status === 404 && res.error === "user not found") {
  return "Your Retool email is not a Callvane user. Ask sales-ops to invite you.";
}
if (status === 502) {
  return "Callvane could not reach Okta. Try again in a minute.";
}
if (status === 429) {
  return "Slow down — Callvane rate limit.";
}

const details = (res.details || []).map(d => `${d.path}: ${d.message}`).join("; ");
return `Callvane error: ${res.error}${details ? " (" + details + ")" : ""}`;
