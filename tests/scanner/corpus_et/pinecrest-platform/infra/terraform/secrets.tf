resource "aws_secretsmanager_secret" "ringloom" {
  name        = "${var.environment}/pinecrest/ringloom"
  description = "RingLoom dialer credentials for api + worker"
}

resource "aws_secretsmanager_secret_version" "ringloom" {
  secret_id = aws_secretsmanager_secret.ringloom.id
  secret_string = jsonencode({
    RINGLOOM_API_KEY  = var.ringloom_api_key
    RINGLOOM_BASE_URL = "https://${var.ringloom_host}/api/public/${var.ringloom_api_version}"
    RINGLOOM_URL      = "https://${var.ringloom_host}/api/public/${var.ringloom_api_version}"
  })
}

resource "aws_ssm_parameter" "sendgrid_api_key" {
  name  = "/${var.environment}/sendgrid/api_key"
  type  = "SecureString"
  value = var.sendgrid_api_key
}

resource "aws_api_gateway_api_key" "partner_feed" {
  name    = "${var.environment}-partner-feed"
  enabled = true
}
