with source as (
    select * from {{ source('ringlane', 'contact_list_sync_log') }}
)

select
    request_id,
    list_id,
    http_method,
    http_status,
    response_body:error::string                          as error_message,
    array_size(response_body:details)                    as error_detail_count,
    case
        when http_status = 503 then 'api_disabled'
        when http_status = 502 then 'idp_unreachable'
        when http_status = 404 and response_body:error::string = 'user not found' then 'acting_user_missing'
        when http_status = 429 then 'rate_limited'
        when http_status >= 500 then 'server_error'
        when http_status >= 400 then 'client_error'
        else 'ok'
    end                                                  as outcome,
    requested_at
from source
