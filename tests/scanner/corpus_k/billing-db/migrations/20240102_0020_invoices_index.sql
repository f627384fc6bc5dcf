CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_invoices_customer_created
    ON invoices (customer_id, created_at DESC);

ALTER TABLE invoices ADD COLUMN external_error TEXT;
COMMENT ON COLUMN invoices.external_error IS 'Flat error string returned by the payment gateway, e.g. {"error": "card_declined"}';
