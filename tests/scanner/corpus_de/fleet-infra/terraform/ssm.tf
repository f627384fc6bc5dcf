resource "aws_ssm_parameter" "callhive_base_url" {
  name  = "/fleet/${var.env}/CALLHIVE_BASE_URL"
  type  = "String"
  value = "https://api.callhive.io/api/public/v1"
}

resource "aws_ssm_parameter" "callhive_api_key" {
  name  = "/fleet/${var.env}/CALLHIVE_API_KEY"
  type  = "SecureString"
  value = var.callhive_api_key
}

resource "aws_ssm_parameter" "postvine_api_url" {
  name  = "/fleet/${var.env}/POSTVINE_API_URL"
  type  = "String"
  value = "https://api.postvine.com/v1"
}
