{{- define "explorer.fullname" -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "explorer.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{/* Labels of one role: include "explorer.labels" (dict "root" . "role" "api") */}}
{{- define "explorer.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .role }}
{{- end -}}

{{- define "explorer.labels" -}}
{{ include "explorer.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{/* A variable of the shared secret: include "explorer.secretEnv" (dict "root" . "name" "DATABASE_URL") */}}
{{- define "explorer.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ .root.Values.existingSecret }}
      key: {{ .name }}
{{- end -}}

{{/* What every backend role reads: the database and the node. */}}
{{- define "explorer.backendEnv" -}}
{{ include "explorer.secretEnv" (dict "root" . "name" "DATABASE_URL") }}
- name: RPC_URL
  value: {{ required "rpc.url is required" .Values.rpc.url | quote }}
{{- if .Values.rpc.wsUrl }}
- name: RPC_WS_URL
  value: {{ .Values.rpc.wsUrl | quote }}
{{- end }}
- name: LOG_LEVEL
  value: {{ .Values.logLevel | quote }}
{{- end -}}

{{- define "explorer.podSecurity" -}}
securityContext:
  runAsNonRoot: true
  runAsUser: 1001
  runAsGroup: 1001
  fsGroup: 1001
{{- end -}}

{{- define "explorer.containerSecurity" -}}
securityContext:
  allowPrivilegeEscalation: false
  capabilities:
    drop: [ "ALL" ]
{{- end -}}

{{/* The origin browsers send (no port when it is the protocol's default), for CORS. */}}
{{- define "explorer.publicOrigin" -}}
{{- if or (eq .Values.publicPort 443) (eq .Values.publicPort 80) -}}
{{- printf "%s://%s" .Values.publicProtocol .Values.publicHost -}}
{{- else -}}
{{- printf "%s://%s:%v" .Values.publicProtocol .Values.publicHost .Values.publicPort -}}
{{- end -}}
{{- end -}}
