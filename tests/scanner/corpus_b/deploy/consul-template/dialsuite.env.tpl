{{- /* consul-template: renders /etc/dispatch/dialsuite.env on the app nodes.
       Migrated to DialSuite API v2 in March; no shared key, no acting user. */ -}}
{{ with secret "kv/data/dialsuite/v2" -}}
DIALSUITE_V2_KEY={{ .Data.data.api_key }}
DIALSUITE_WEBHOOK_SECRET={{ .Data.data.signing_secret }}
{{- end }}
DIALSUITE_V2_BASE_URL={{ keyOrDefault "config/dialsuite/base_url" "https://api.dialsuite.com/api/public/v2" }}
DIALSUITE_TIMEOUT_MS={{ keyOrDefault "config/dialsuite/timeout_ms" "15000" }}
DIALSUITE_RETRY_ON=408,429,5xx
{{ with service "wms-gateway" -}}
{{ with index . 0 -}}
WMS_BASE_URL=http://{{ .Address }}:{{ .Port }}/api/v1
{{- end }}
{{- end }}
WMS_KEY_HEADER=x-api-key

{{- /* v2 webhook receiver (POST /hooks/dialsuite-v2) */ -}}
DIALSUITE_WEBHOOK_SIGNATURE_HEADER=Service-Signature
DIALSUITE_WEBHOOK_TOLERANCE_SECONDS=300

{{ with secret "kv/data/stripe" -}}
STRIPE_SECRET_KEY={{ .Data.data.secret_key }}
{{- end }}
STRIPE_API_BASE=https://api.stripe.com/v1
SES_REGION={{ keyOrDefault "config/aws/region" "eu-west-1" }}
