with responses as (

    select * from {{ source('ringlane', 'api_responses') }}
    where status_code >= 400

)

select
    request_id,
    requested_at,
    http_method,
    endpoint,
    status_code,
    {{ ringlane_error_message('body') }}  as error_message,
    {{ ringlane_error_details('body') }}  as error_details,
    case
        when status_code = 401 then 'bad_api_key'
        when status_code = 400 then 'missing_acting_user'
        when status_code = 404 and body:error::string = 'user not found' then 'user_not_found'
        when status_code = 404 and body:error::string ilike 'contact list not found%' then 'contact_list_not_found'
        when status_code = 502 then 'idp_unreachable'
        when status_code = 503 then 'api_disabled'
        when status_code = 429 then 'rate_limited'
        else 'other'
    end as error_class
from responses
