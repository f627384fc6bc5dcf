-- fails when a new error type shows up that we don't classify yet
select *
from {{ ref('stg_ringlane__api_errors') }}
where error_class = 'other'
  and requested_at > dateadd('day', -1, current_timestamp())
