resource "aws_ssm_parameter" "ringwell_api_key" {
  name  = "/northpeak/prod/ringwell/api_key"
  type  = "SecureString"
  value = var.ringwell_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "ringwell_v2_key" {
  name  = "/northpeak/prod/ringwell/v2_key"
  type  = "SecureString"
  value = "placeholder-rotated-out-of-band"

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_api_gateway_api_key" "leads_internal" {
  name = "dialer-sync"
}
