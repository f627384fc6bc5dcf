-- Stored procedures used by the CRM cron to track Ringwell push failures.
-- mysql brightline_crm < sql/ringwell_procs.sql

DELIMITER $$

DROP PROCEDURE IF EXISTS sp_ringwell_seed_settings $$
CREATE PROCEDURE sp_ringwell_seed_settings()
BEGIN
    INSERT INTO app_settings (name, value) VALUES
        ('ringwell.base_url', 'https://api.ringwell.io/api/public/v1'),
        ('ringwell.acting_user', 'dialer-bot@brightlinehome.com'),
        ('ringwell.batch_size', '250')
    ON DUPLICATE KEY UPDATE value = VALUES(value);
END $$

DROP PROCEDURE IF EXISTS sp_ringwell_record_failure $$
CREATE PROCEDURE sp_ringwell_record_failure(
    IN p_list_id INT,
    IN p_http_status SMALLINT,
    IN p_error VARCHAR(255)
)
BEGIN
    DECLARE v_retry_at DATETIME DEFAULT NULL;

    IF p_http_status = 502 OR p_http_status = 429 THEN
        SET v_retry_at = NOW() + INTERVAL 10 MINUTE;
    ELSEIF p_http_status = 503 THEN
        -- API disabled on Ringwell's side: park everything for an hour
        SET v_retry_at = NOW() + INTERVAL 1 HOUR;
    ELSEIF p_error = 'user not found' THEN
        UPDATE stores SET ringwell_owner_ok = 0 WHERE ringwell_list_id = p_list_id;
    END IF;

    INSERT INTO ringwell_failures (list_id, http_status, error_text, retry_at, created_at)
    VALUES (p_list_id, p_http_status, LEFT(p_error, 255), v_retry_at, NOW());
END $$

DROP PROCEDURE IF EXISTS sp_purge_old_failures $$
CREATE PROCEDURE sp_purge_old_failures(IN p_days INT)
BEGIN
    DELETE FROM ringwell_failures WHERE created_at < NOW() - INTERVAL p_days DAY;
END $$

DELIMITER ;
