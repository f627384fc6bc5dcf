-- Per-tenant overrides for outbound integrations (ops can edit without a deploy).
CREATE TABLE integration_endpoint (
    name        VARCHAR(64) PRIMARY KEY,
    base_url    TEXT        NOT NULL,
    enabled     BOOLEAN     NOT NULL DEFAULT TRUE
);

INSERT INTO integration_endpoint (name, base_url) VALUES
    ('ringlane',  'https://api.ringlane.com/api/public/v1'),
    ('postwave',  'https://api.postwave.io/v1'),
    ('pricing',   'http://pricing.internal.kestrelfreight.net/v1');
