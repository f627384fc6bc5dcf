// Small fetch wrapper for the dispatch portal's own backend (/api/*).
// The gateway injects identity, but in local dev we pass it ourselves.
const devUser = window.__DEV_USER__;

export async function api(path, options = {}) {
  const headers = new Headers(options.headers || {});
  headers.set('Accept', 'application/json');
  if (devUser) {
    headers.set('X-User-Id', devUser.id);
    headers.set('X-User-Email', devUser.email);
  }
  const res = await fetch(`/api${path}`, { ...options, headers });
  if (res.status === 503) {
    showBanner('Dispatch is in maintenance mode, try again in a few minutes.');
    throw new Error('maintenance');
  }
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.error || `HTTP ${res.status}`);
  }
  return res.status === 204 ? null : res.json();
}

function showBanner(text) {
  const el = document.getElementById('banner');
  if (el) { el.textContent = text; el.hidden = false; }
}
