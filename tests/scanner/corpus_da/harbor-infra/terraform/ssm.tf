locals {
  ringlane_host = "https://api.ringlane.com"
}

resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/harbor/prod/RINGLANE_BASE_URL"
  type  = "String"
  value = "${local.ringlane_host}/api/public/v1"
}

resource "aws_ssm_parameter" "ringlane_api_key" {
  name  = "/harbor/prod/RINGLANE_API_KEY"
  type  = "SecureString"
  value = "placeholder"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "ringlane_webhook_secret" {
  name  = "/harbor/prod/RINGLANE_WEBHOOK_SECRET"
  type  = "SecureString"
  value = "placeholder"

  lifecycle {
    ignore_changes = [value]
  }
}
