# Allow the sales namespace NAT to reach Ringlane.
locals {
  ringlane_v1_base = "https://api.ringlane.io/api/public/v1"
  ringlane_v2_base = "https://api.ringlane.io/api/public/v2"
}

resource "aws_ssm_parameter" "ringlane_base_url" {
  name  = "/sales/dialer-sync/ringlane_base_url"
  type  = "String"
  value = local.ringlane_v1_base
}

resource "aws_ssm_parameter" "ringlane_v2_base_url" {
  name  = "/sales/dialer-sync/ringlane_v2_base_url"
  type  = "String"
  value = local.ringlane_v2_base
}
