resource "aws_secretsmanager_secret" "callhaven_api_key" {
  name        = "airflow/variables/callhaven_api_key"
  description = "Shared Callhaven public API key (used by Airflow, beat-jobs, ops-admin)"
}

resource "aws_secretsmanager_secret_version" "callhaven_api_key" {
  secret_id     = aws_secretsmanager_secret.callhaven_api_key.id
  secret_string = var.callhaven_api_key
}

resource "aws_secretsmanager_secret" "callhaven_webhook_secret" {
  name = "ops-admin/callhaven-webhook-secret"
}

resource "aws_secretsmanager_secret" "sendgrid" {
  name = "ops-admin/sendgrid-api-key"
}

resource "aws_secretsmanager_secret_version" "sendgrid" {
  secret_id     = aws_secretsmanager_secret.sendgrid.id
  secret_string = var.sendgrid_api_key
}

resource "aws_ssm_parameter" "callhaven_base_url" {
  name  = "/beat-jobs/CALLHAVEN_BASE_URL"
  type  = "String"
  value = var.callhaven_api_base
}
