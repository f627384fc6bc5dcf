import { check } from 'k6';
import { Counter } from 'k6/metrics';

export const idpOutages = new Counter('ringstead_idp_unavailable');
export const apiDisabled = new Counter('ringstead_api_disabled');

// Ringstead returns flat errors: { "error": "...", "details": [...] }
export function classifyRingstead(res) {
  if (res.status === 502) {
    idpOutages.add(1);
    return 'idp';
  }
  if (res.status === 503) {
    apiDisabled.add(1);
    return 'disabled';
  }
  if (res.status >= 400) {
    let msg = '';
    try {
      msg = res.json('error');
    } catch (_) {
      msg = res.body;
    }
    if (msg === 'contact list not found') return 'list-missing';
    return 'other';
  }
  return 'ok';
}

export function okish(res, name) {
  return check(res, {
    [`${name} is 2xx`]: (r) => r.status >= 200 && r.status < 300,
  });
}
