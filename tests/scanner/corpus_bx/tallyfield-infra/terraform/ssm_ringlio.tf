# Ringlio dialer config, consumed by tallyfield-api and dialer-sync via external-secrets

resource "aws_ssm_parameter" "ringlio_base_url" {
  name  = "/${var.env}/ringlio/base_url"
  type  = "String"
  value = "https://api.ringlio.com/api/public/v1"
}

resource "aws_ssm_parameter" "ringlio_api_key" {
  name  = "/${var.env}/ringlio/api_key"
  type  = "SecureString"
  value = var.ringlio_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

# PLAT-2231 -- v2 key, populated manually
resource "aws_ssm_parameter" "ringlio_v2_base_url" {
  name  = "/${var.env}/ringlio/v2_base_url"
  type  = "String"
  value = "https://api.ringlio.com/api/public/v2"
}
