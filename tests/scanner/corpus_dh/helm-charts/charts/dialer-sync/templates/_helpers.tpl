{{- define "dialer-sync.fullname" -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "dialer-sync.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}

{{- define "dialer-sync.secretName" -}}
{{- default (include "dialer-sync.fullname" .) .Values.ringlane.existingSecret -}}
{{- end -}}
