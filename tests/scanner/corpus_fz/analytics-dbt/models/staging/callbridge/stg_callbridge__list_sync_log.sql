select
    id                                              as sync_id,
    list_id,
    pushed_at,
    http_status,
    {{ callbridge_error_message('response') }}      as api_error,
    {{ callbridge_is_user_not_found('response') }}  as is_user_not_found,
    http_status in (502, 503)                       as is_callbridge_outage
from {{ source('callbridge', 'list_sync_log') }}
