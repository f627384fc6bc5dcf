{% macro refresh_list_sizes() %}
  {# calls the Snowflake external function that proxies Ringlane GETs #}
  {% set sql %}
    create or replace table {{ target.database }}.marts.ringlane_list_sizes as
    select
        value:id::string   as contact_list_id,
        value:name::string as contact_list_name,
        value:size::int    as contact_count
    from table(flatten(input => {{ var('ringlane_external_function') }}('/contact-lists')))
  {% endset %}
  {% do run_query(sql) %}
{% endmacro %}
