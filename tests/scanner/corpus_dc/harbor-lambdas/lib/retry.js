'use strict';

// Ringlane: 502 means their IdP lookup failed, 429 is rate limit. Both are safe to retry.
const RINGLANE_RETRYABLE = new Set([429, 502]);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function withRetry(fn, { attempts = 4, baseMs = 300, retryable = RINGLANE_RETRYABLE } = {}) {
  let lastErr;
  for (let i = 0; i < attempts; i += 1) {
    try {
      return await fn();
    } catch (err) {
      lastErr = err;
      if (!retryable.has(err.status) || i === attempts - 1) throw err;
      await sleep(baseMs * 2 ** i + Math.floor(Math.random() * 100));
    }
  }
  throw lastErr;
}

module.exports = { withRetry, RINGLANE_RETRYABLE };
