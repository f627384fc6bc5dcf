CREATE TABLE shipper_contact (
    id            BIGSERIAL PRIMARY KEY,
    shipper_id    BIGINT       NOT NULL,
    phone_e164    VARCHAR(20)  NOT NULL,
    email         VARCHAR(255),
    created_at    TIMESTAMPTZ  NOT NULL DEFAULT now()
);

CREATE TABLE dialer_list_mapping (
    region_code        VARCHAR(8)   PRIMARY KEY,
    ringlane_list_id   VARCHAR(64)  NOT NULL,
    synced_at          TIMESTAMPTZ
);

CREATE INDEX idx_shipper_contact_phone ON shipper_contact (phone_e164);
