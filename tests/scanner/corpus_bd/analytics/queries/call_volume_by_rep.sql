-- Calls per rep per day, from the Dialhub call export (v2 audiences backfill included)
SELECT
    c.call_date,
    u.email AS rep_email,
    count(*) AS calls,
    sum(c.duration_sec) / 60.0 AS talk_minutes,
    sum(CASE WHEN c.disposition = 'connected' THEN 1 ELSE 0 END) AS connects
FROM warehouse.dialhub_calls c
JOIN warehouse.users u ON u.okta_id = c.user_id
WHERE c.call_date >= current_date - 30
GROUP BY 1, 2
ORDER BY 1 DESC, 3 DESC;
