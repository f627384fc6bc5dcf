'use strict';

// Behind API Gateway with an API key (private: true); callers send x-api-key.
exports.handler = async (event) => {
  const caller = event.requestContext && event.requestContext.identity
    ? event.requestContext.identity.apiKeyId
    : 'unknown';
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ok: true, stage: process.env.STAGE, caller }),
  };
};
