resource "aws_ssm_parameter" "dialwave_base_url" {
  name  = "/leadforge/prod/dialwave_base_url"
  type  = "String"
  value = "https://api.dialwave.io/api/public/v1"
}

resource "aws_ssm_parameter" "dialwave_api_key" {
  name  = "/leadforge/prod/dialwave_api_key"
  type  = "SecureString"
  value = var.dialwave_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "dialwave_webhook_secret" {
  name  = "/leadforge/prod/dialwave_webhook_secret"
  type  = "SecureString"
  value = var.dialwave_webhook_secret
}

resource "aws_ssm_parameter" "sendloop_base_url" {
  name  = "/leadforge/prod/sendloop_base_url"
  type  = "String"
  value = "https://api.sendloop.com/v1"
}
