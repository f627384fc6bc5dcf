-- V12: persist Beacon (RingPilot) recall-list mapping per clinic.
-- Applied by Flyway in the carely-api deploy job.

CREATE TABLE IF NOT EXISTS beacon_recall_lists (
    id               BIGSERIAL PRIMARY KEY,
    clinic_id        BIGINT      NOT NULL REFERENCES clinics(id),
    beacon_list_id   INTEGER     NOT NULL,
    scheduler_uid    TEXT        NOT NULL,           -- sent as acting user to Beacon
    list_name        TEXT        NOT NULL,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (clinic_id, beacon_list_id)
);

CREATE TABLE IF NOT EXISTS integration_settings (
    key         TEXT PRIMARY KEY,
    value       TEXT NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

INSERT INTO integration_settings (key, value) VALUES
    ('beacon.base_url', 'https://carely.ringpilot.io/api/public/v1'),
    ('beacon.api_key', 'Vn5Qc8Lr2Xw7Kp1Mz4Jt9Bh3Yd6Fs0Ga'),
    ('beacon.key_header', 'x-api-key'),
    ('twilio.base_url', 'https://api.twilio.com/2010-04-01'),
    ('stripe.base_url', 'https://api.stripe.com/v1')
ON CONFLICT (key) DO NOTHING;

CREATE INDEX IF NOT EXISTS idx_beacon_recall_lists_clinic ON beacon_recall_lists (clinic_id);
