resource "aws_ssm_parameter" "ringlane_api_key" {
  name        = "/harbor/${var.stage}/ringlane/api-key"
  type        = "SecureString"
  description = "Shared Ringlane public API key (v1)"
  value       = "rl_7Hq2VxK9pLmT4nZc8WbR3sYd"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "ringlane_acting_user" {
  name  = "/harbor/${var.stage}/ringlane/acting-user"
  type  = "String"
  value = var.ringlane_acting_user
}

resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/harbor/${var.stage}/ringlane/base-url"
  type  = "String"
  value = local.ringlane_base_url
}

resource "aws_ssm_parameter" "ringlane_webhook_secret" {
  name  = "/harbor/${var.stage}/ringlane/webhook-secret"
  type  = "SecureString"
  value = "placeholder-rotate-me"

  lifecycle {
    ignore_changes = [value]
  }
}
