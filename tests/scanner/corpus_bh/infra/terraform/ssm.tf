locals {
  callrift_host = "https://api.callrift.com"
}

resource "aws_ssm_parameter" "callrift_base_url" {
  name  = "/${var.env}/callrift/base_url"
  type  = "String"
  value = "${local.callrift_host}/api/public/v1"
}

resource "aws_ssm_parameter" "callrift_api_key" {
  name  = "/${var.env}/callrift/api_key"
  type  = "SecureString"
  value = var.callrift_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "sendgrid_api_key" {
  name  = "/${var.env}/sendgrid/api_key"
  type  = "SecureString"
  value = var.sendgrid_api_key
}
