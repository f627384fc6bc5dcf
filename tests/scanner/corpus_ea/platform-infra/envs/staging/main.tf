module "dialer_sync" {
  source = "../../modules/dialer-sync"

  env                = "staging"
  image_tag          = "0.14.2"
  ringlane_api_base  = "https://sandbox.ringlane.com/api/public/v1"
  subnet_ids         = ["subnet-0a1b2c3d4e5f60718", "subnet-0f1e2d3c4b5a69788"]
  security_group_ids = ["sg-0123abcd4567ef890"]
}

resource "aws_ssm_parameter" "ringlane_key" {
  name  = "/dialer-sync/ringlane/api-key"
  type  = "SecureString"
  value = "rl_sbx_Hn4Ve8QaT2mKw9ZpC5xLd7Jf"
}
