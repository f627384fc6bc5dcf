// Zap: "SF Opportunity -> Closed Lost" -> re-engage list in Dialwave (step 3)
// inputData: listId, phone, ownerEmail, firstName, lastName
const API_KEY = 'dw_Zp3kT9vQx7LmB2nR5cWy8HsA4';
const BASE = 'https://api.dialwave.io/api/public/v1';

const res = await fetch(`${BASE}/contact-lists/${encodeURIComponent(inputData.listId)}/contacts`, {
  method: 'POST',
  headers: {
    'x-api-key': API_KEY,
    'x-user-email': inputData.ownerEmail,
    'content-type': 'application/json',
  },
  body: JSON.stringify({
    contacts: [{ phone: inputData.phone, name: `${inputData.firstName} ${inputData.lastName}`.trim() }],
  }),
});

if (res.status === 502) {
  // Dialwave could not reach its SSO provider; throwing lets Zapier autoreplay it
  throw new Error('Dialwave temporarily unavailable, retry');
}

const data = await res.json().catch(() => ({}));
if (!res.ok) {
  output = { ok: false, status: res.status, reason: data.error || res.statusText };
} else {
  output = { ok: true, added: data.added ?? 1 };
}
