// Maps RingLark v1 error responses to copy for the Dialer admin page.
// Body shape: { error: "message", details: [{ path, message }] }

const RETRYABLE = [429, 502];

export function describeRingLarkError(status, body = {}) {
  if (status === 503) {
    return "RingLark has the public API disabled for our account.";
  }
  if (status === 401) {
    return "The shared RingLark key was rejected.";
  }
  if (Array.isArray(body.details) && body.details.length) {
    return body.details.map((d) => `${d.path}: ${d.message}`).join("\n");
  }
  return body.error ?? `RingLark error ${status}`;
}

export const isRetryable = (status) => RETRYABLE.includes(status);
