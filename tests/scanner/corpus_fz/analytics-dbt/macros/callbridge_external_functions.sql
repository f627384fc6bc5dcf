{#
  Snowflake external functions that proxy to the Callbridge public API through the
  api integration. Created once per environment with `dbt run-operation create_callbridge_functions`.
#}
{% macro create_callbridge_functions() %}
  {% set sql %}
    create or replace external function {{ target.database }}.util.callbridge_append_contacts(list_id varchar, phones array)
      returns variant
      api_integration = {{ var('callbridge_api_integration') }}
      headers = (
        'x-api-key' = '{{ env_var("CALLBRIDGE_API_KEY") }}',
        'x-user-email' = 'dbt-prod@harborline.com'
      )
      as '{{ var("callbridge_api_base") }}/contact-lists/append';

    create or replace external function {{ target.database }}.util.callbridge_list_info(list_id varchar)
      returns variant
      api_integration = {{ var('callbridge_api_integration') }}
      headers = ('x-api-key' = '{{ env_var("CALLBRIDGE_API_KEY") }}', 'x-user-email' = 'dbt-prod@harborline.com')
      as 'https://api.callbridge.io/api/public/v1/contact-lists/info';
  {% endset %}
  {% do run_query(sql) %}
  {{ log("callbridge external functions created in " ~ target.database, info=True) }}
{% endmacro %}


{% macro callbridge_push_renewal_list() %}
  select {{ target.database }}.util.callbridge_append_contacts(
           '{{ var("callbridge_renewal_list_id", "cl_01HF3K9W2") }}',
           array_agg(phone_e164)
         )
  from {{ ref('fct_policy_renewals') }}
  where renewal_date between current_date and dateadd(day, 30, current_date)
{% endmacro %}
