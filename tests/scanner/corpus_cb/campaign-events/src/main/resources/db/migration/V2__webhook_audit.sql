CREATE TABLE webhook_audit (
    id          BIGSERIAL PRIMARY KEY,
    source      VARCHAR(32) NOT NULL, -- 'ringcast' | 'github'
    signature   VARCHAR(256),
    valid       BOOLEAN NOT NULL,
    status_code INT NOT NULL DEFAULT 200, -- 401 / 503 stored for replays
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
