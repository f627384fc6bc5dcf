resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/solstead/${var.env}/ringlane/base_url"
  type  = "String"
  value = "https://api.ringlane.com/api/public/v1"
}

resource "aws_ssm_parameter" "ringlane_api_key" {
  name  = "/solstead/${var.env}/ringlane/api_key"
  type  = "SecureString"
  value = var.ringlane_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "sendgrid_base_url" {
  name  = "/solstead/${var.env}/sendgrid/base_url"
  type  = "String"
  value = "https://api.sendgrid.com/v3"
}
