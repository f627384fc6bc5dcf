-- daily error-rate report for all outbound integrations (ringlane, datapeak, sendgrid)
select
    date_trunc('day', requested_at) as day,
    integration,
    count(*) as calls,
    count_if(status_code >= 500) as server_errors,
    count_if(status_code = 404) as not_found,
    count_if(status_code = 429) as throttled
from {{ source('platform', 'outbound_http_log') }}
group by 1, 2
