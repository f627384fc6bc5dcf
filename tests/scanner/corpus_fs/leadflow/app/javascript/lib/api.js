// Fetch wrapper for our own Rails JSON API (/api). The identity header is only used in
// local dev where there is no SSO gateway in front of Rails.
const DEV_USER = document.querySelector('meta[name="dev-user-email"]')?.content;

export async function apiFetch(path, options = {}) {
  const headers = {
    'Content-Type': 'application/json',
    'X-CSRF-Token': document.querySelector('meta[name="csrf-token"]')?.content,
    ...options.headers,
  };
  if (DEV_USER) headers['X-User-Email'] = DEV_USER;

  const res = await fetch(`/api${path}`, { ...options, headers });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.error || `Request failed (${res.status})`);
  }
  return res.status === 204 ? null : res.json();
}

export const listContactLists = () => apiFetch('/contact_lists');
