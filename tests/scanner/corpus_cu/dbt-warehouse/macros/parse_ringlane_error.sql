{#
  Ringlane responses are stored raw in RAW.RINGLANE.API_RESPONSES (variant column `body`).
  Failed calls carry {"error": "...", "details": [{"path": ..., "message": ...}]}.
#}
{% macro ringlane_error_message(body_col) -%}
    {{ body_col }}:error::string
{%- endmacro %}

{% macro ringlane_retryable_statuses() -%}
    (429, 502)
{%- endmacro %}

{% macro ringlane_error_details(body_col) -%}
    array_to_string(
        transform({{ body_col }}:details, d -> d:path::string || ': ' || d:message::string),
        '; '
    )
{%- endmacro %}
