with src as (
    select * from {{ source('ringstead_raw', 'calls') }}
)
select
    call_id,
    agent_email,
    lower(outcome)                  as outcome,
    try_to_number(http_status)      as http_status,
    case when http_status = 503 then 'vendor_down'
         when http_status = 404 then 'missing'
         else 'ok' end              as load_status,
    parse_json(error_body):error::string as error_message,
    loaded_at
from src
