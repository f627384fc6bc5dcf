-- +goose Up
CREATE TABLE call_lists (
    id               BIGSERIAL PRIMARY KEY,
    public_id        TEXT NOT NULL UNIQUE DEFAULT encode(gen_random_bytes(8), 'hex'),
    name             TEXT NOT NULL,
    region           TEXT NOT NULL,
    ringlane_list_id TEXT NOT NULL UNIQUE, -- id of the Ringlane contact list
    owner_email      TEXT NOT NULL,
    archived_at      TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE call_outcomes (
    id               BIGSERIAL PRIMARY KEY,
    ringlane_call_id TEXT NOT NULL UNIQUE,
    phone            TEXT NOT NULL,
    disposition      TEXT NOT NULL,
    duration_s       INT NOT NULL DEFAULT 0,
    agent_email      TEXT NOT NULL,
    occurred_at      TIMESTAMPTZ NOT NULL
);

ALTER TABLE leads ADD COLUMN call_list_id BIGINT REFERENCES call_lists(id);
ALTER TABLE leads ADD COLUMN synced_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE leads DROP COLUMN synced_at;
ALTER TABLE leads DROP COLUMN call_list_id;
DROP TABLE call_outcomes;
DROP TABLE call_lists;
