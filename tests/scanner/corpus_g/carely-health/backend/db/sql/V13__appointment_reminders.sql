-- V13: SMS/voice reminder bookkeeping.
-- Reminder calls now go through the v2 dialer API (scoped key, Authorization: Bearer);
-- the old v1 shared key row is removed below. Contact ids are the stable v2 integer ids.

CREATE TABLE IF NOT EXISTS appointment_reminders (
    id                BIGSERIAL PRIMARY KEY,
    appointment_id    BIGINT      NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
    channel           TEXT        NOT NULL CHECK (channel IN ('sms', 'voice', 'email')),
    beacon_contact_id INTEGER,
    beacon_call_sid   TEXT,
    twilio_message_sid TEXT,
    status            TEXT        NOT NULL DEFAULT 'pending',
    error_code        TEXT,                      -- v2 error.code, e.g. 'invalid_owner'
    error_message     TEXT,
    request_id        UUID,                      -- v2 error.requestId for support tickets
    sent_at           TIMESTAMPTZ,
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS idx_appt_reminders_status ON appointment_reminders (status) WHERE status <> 'delivered';

DELETE FROM integration_settings WHERE key IN ('beacon.key_header');

INSERT INTO integration_settings (key, value) VALUES
    ('beacon.api_version', 'v2'),
    ('ses.contact_list_path', '/v2/email/contact-lists/carely-patients'),
    ('twilio.status_callback', 'https://api.carely.health/twilio/v1/status')
ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
