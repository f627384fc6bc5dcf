variable "dialstream_base_url" {
  type    = string
  default = "https://api.dialstream.io/api/public/v1"
}

resource "aws_ssm_parameter" "dialstream_base_url" {
  name  = "/cx/dialer-sync/DIALSTREAM_BASE_URL"
  type  = "String"
  value = var.dialstream_base_url
}

resource "aws_ssm_parameter" "dialstream_key" {
  name  = "/cx/dialer-sync/DIALSTREAM_API_KEY"
  type  = "SecureString"
  value = "ds_J8wP3kT6rN1vQ9mL5xC2bZ7h"
}
