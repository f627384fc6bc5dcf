-- Contact-list endpoint usage by calling service (for the v1 sunset tracking sheet)
SELECT
    service_name,
    request_method,
    count(*) AS calls_30d
FROM egress_proxy_logs
WHERE upstream_host = 'api.dialhub.io'
  AND request_path LIKE '/api/public/v1/contact-lists%'
  AND requested_at >= now() - interval '30 days'
GROUP BY 1, 2
ORDER BY calls_30d DESC;
