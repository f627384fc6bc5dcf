# Egress proxy for legacy Ringlane callers that can't hold the key themselves.
# Rendered by vault-agent (see agent.hcl).
upstream ringlane_api {
    server api.ringlane.io:443;
    keepalive 16;
}

server {
    listen 127.0.0.1:9180;

    location /ringlane/ {
        proxy_pass https://ringlane_api/api/public/v1/;
        proxy_set_header Host api.ringlane.io;
        {{- with secret "kv/data/outbound/ringlane" }}
        proxy_set_header x-api-key "{{ .Data.data.api_key }}";
        proxy_set_header x-user-email "{{ .Data.data.service_user }}";
        {{- end }}
        proxy_ssl_server_name on;
        proxy_next_upstream error timeout http_502;
    }

    location /inventory/ {
        proxy_pass http://inventory-api.service.ams1.consul/v1/;
        proxy_set_header x-api-key "{{ with secret "kv/data/outbound/inventory" }}{{ .Data.data.key }}{{ end }}";
        proxy_next_upstream error timeout http_502 http_503;
    }
}
