--liquibase formatted sql

--changeset harbourline:2
CREATE TABLE ringcast_list_map (
    sf_campaign_id   VARCHAR(18) PRIMARY KEY,
    ringcast_list_id VARCHAR(64) NOT NULL,
    created_by_email VARCHAR(255) NOT NULL
);

--changeset harbourline:3
CREATE TABLE integration_endpoint (
    name     VARCHAR(64) PRIMARY KEY,
    base_url VARCHAR(512) NOT NULL
);
INSERT INTO integration_endpoint (name, base_url) VALUES ('ringcast', 'https://api.ringcast.io/api/public/v1');
INSERT INTO integration_endpoint (name, base_url) VALUES ('sendgrid', 'https://api.sendgrid.com/v3');
--rollback DROP TABLE integration_endpoint;
