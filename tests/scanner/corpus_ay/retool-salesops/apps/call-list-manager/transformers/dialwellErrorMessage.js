// Transformer: turns a failed Dialwell query into a toast message.
const resp = addContacts.error ? addContacts.rawData : deleteList.rawData;
if (!resp) return 'Unknown error';
if (resp.error === 'contact list not found') {
  return 'That list was already deleted in Dialwell. Refresh the table.';
}
const lines = (resp.details || []).map((d) => `${d.path}: ${d.message}`);
return [resp.error, ...lines].filter(Boolean).join('\n');
