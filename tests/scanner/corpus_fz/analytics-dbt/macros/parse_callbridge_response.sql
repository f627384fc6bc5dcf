{# Normalises the variant returned by the external functions: v1 errors come back as {"error": "...", "details": [...]} #}
{% macro callbridge_error_message(col) -%}
  case
    when {{ col }}:error is not null then {{ col }}:error::string
    else null
  end
{%- endmacro %}

{% macro callbridge_is_user_not_found(col) -%}
  ({{ col }}:error::string = 'user not found')
{%- endmacro %}
