CREATE TABLE crm_sync_state (
    crm_account_id   VARCHAR(64) PRIMARY KEY,
    ringlane_list_id VARCHAR(64),
    audience_id      VARCHAR(64),
    last_synced_at   TIMESTAMPTZ
);
