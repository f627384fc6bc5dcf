// Talks to this app's own /api routes; the SSO gateway adds identity headers in prod,
// locally we pass them by hand.
const userEmail = document.body.dataset.userEmail;

async function api(path, opts = {}) {
  const res = await fetch(`/api${path}`, {
    ...opts,
    headers: { 'X-User-Email': userEmail, 'Content-Type': 'application/json', ...(opts.headers || {}) },
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.error || `HTTP ${res.status}`);
  }
  return res.status === 204 ? null : res.json();
}

async function removePhone(listId, phone) {
  try {
    await api(`/lists/${listId}/contacts/${encodeURIComponent(phone)}`, { method: 'DELETE' });
  } catch (e) {
    alert(`Could not remove ${phone}: ${e.message}`);
  }
}

window.removePhone = removePhone;
