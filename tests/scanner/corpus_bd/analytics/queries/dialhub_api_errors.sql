-- Dashboard: "Dialhub integration health" (Metabase card #412)
-- Source: ALB access logs of our egress proxy, parsed by the logs pipeline.
SELECT
    date_trunc('hour', requested_at)                    AS hour,
    service_name,
    CASE
        WHEN status = 502 THEN 'okta_unreachable'
        WHEN status = 503 THEN 'api_disabled'
        WHEN status = 429 THEN 'rate_limited'
        WHEN status >= 400 THEN 'other_client_error'
        ELSE 'ok'
    END                                                 AS outcome,
    count(*)                                            AS requests
FROM egress_proxy_logs
WHERE upstream_host = 'api.dialhub.io'
  AND request_path LIKE '/api/public/v1/%'
  AND requested_at >= now() - interval '7 days'
GROUP BY 1, 2, 3
ORDER BY 1 DESC;
