{{- define "dialer-bridge.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "dialer-bridge.fullname" -}}
{{- printf "%s-%s" .Release.Name (include "dialer-bridge.name" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "dialer-bridge.labels" -}}
app.kubernetes.io/name: {{ include "dialer-bridge.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}
