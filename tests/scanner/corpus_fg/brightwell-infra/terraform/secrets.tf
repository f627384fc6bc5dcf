resource "aws_secretsmanager_secret" "api" {
  name = "brightwell/api"
}

resource "aws_secretsmanager_secret_version" "api" {
  secret_id = aws_secretsmanager_secret.api.id
  secret_string = jsonencode({
    "dialpath-api-key"        = "dpk_Qz4Xn7Ws2Kc9Pt5Lm1Rv8Jh3"
    "dialpath-webhook-secret" = var.dialpath_webhook_secret
    "sendgrid-api-key"        = var.sendgrid_api_key
  })
}

variable "dialpath_webhook_secret" {
  type      = string
  sensitive = true
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
