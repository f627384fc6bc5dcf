-- PLAT-2291: lists were re-created as v2 audiences; keep the old id for audit.
ALTER TABLE crm_sync_state ADD COLUMN migrated_from_list_id VARCHAR(64);
UPDATE crm_sync_state SET migrated_from_list_id = ringlane_list_id WHERE audience_id IS NOT NULL;
COMMENT ON COLUMN crm_sync_state.migrated_from_list_id IS 'id of the retired contact list this audience replaced';
