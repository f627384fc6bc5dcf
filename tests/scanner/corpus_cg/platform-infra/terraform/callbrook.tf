locals {
  callbrook_host = "https://api.callbrook.io"
}

resource "aws_ssm_parameter" "callbrook_v1_base_url" {
  name  = "/kestrel/${var.env}/callbrook/v1_base_url"
  type  = "String"
  value = "${local.callbrook_host}/api/public/v1"
}

resource "aws_ssm_parameter" "callbrook_v2_base_url" {
  name  = "/kestrel/${var.env}/callbrook/v2_base_url"
  type  = "String"
  value = "${local.callbrook_host}/api/public/v2"
}

resource "aws_ssm_parameter" "callbrook_shared_key" {
  name  = "/kestrel/${var.env}/callbrook/shared_key"
  type  = "SecureString"
  value = var.callbrook_shared_key

  lifecycle {
    ignore_changes = [value]
  }
}
