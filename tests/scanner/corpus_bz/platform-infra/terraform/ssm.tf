resource "aws_ssm_parameter" "dialwell_api_url" {
  name  = "/solar-crm/${var.env}/DIALWELL_API_URL"
  type  = "String"
  value = "https://api.dialwell.com/api/public/v1"
}

resource "aws_ssm_parameter" "dialwell_api_key" {
  name  = "/solar-crm/${var.env}/DIALWELL_API_KEY"
  type  = "SecureString"
  value = var.dialwell_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "sendgrid_api_key" {
  name  = "/solar-crm/${var.env}/SENDGRID_API_KEY"
  type  = "SecureString"
  value = var.sendgrid_api_key
}
