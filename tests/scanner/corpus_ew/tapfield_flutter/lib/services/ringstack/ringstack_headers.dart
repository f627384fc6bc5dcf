// Header names the Ringstack public API expects.
const kRingstackKeyHeader = 'X-API-Key';
const kRingstackUserHeader = 'X-User-Id';
