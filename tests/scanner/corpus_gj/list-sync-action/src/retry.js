'use strict';

// statuses from Dialwave that are worth another attempt
const RETRYABLE = new Set([429, 502]);

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function withRetry(fn, { attempts = 4, baseDelay = 500 } = {}) {
  let lastErr;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      lastErr = err;
      if (!RETRYABLE.has(err.status)) throw err;
      const retryAfter = Number(err.headers?.get?.('retry-after')) * 1000;
      await sleep(retryAfter || baseDelay * 2 ** i);
    }
  }
  throw lastErr;
}

module.exports = { withRetry, RETRYABLE };
