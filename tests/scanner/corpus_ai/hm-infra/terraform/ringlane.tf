resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/hm-leads/${var.env}/RINGLANE_BASE_URL"
  type  = "String"
  value = "https://api.ringlane.io/api/public/v1"
}

resource "aws_ssm_parameter" "ringlane_api_key" {
  name  = "/hm-leads/${var.env}/RINGLANE_API_KEY"
  type  = "SecureString"
  value = var.ringlane_api_key
}

resource "aws_ssm_parameter" "ringlane_webhook_secret" {
  name  = "/hm-leads/${var.env}/RINGLANE_WEBHOOK_SECRET"
  type  = "SecureString"
  value = var.ringlane_webhook_secret
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
}

variable "ringlane_webhook_secret" {
  type      = string
  sensitive = true
}
