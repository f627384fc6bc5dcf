module "dialer" {
  source            = "../../modules/dialer"
  env               = "prod"
  dialwave_base_url = "https://api.dialwave.io/api/public/v1"
  dialwave_api_key  = data.aws_secretsmanager_secret_version.bootstrap.secret_string
}

module "public_api" {
  source = "../../modules/public-api"
  env    = "prod"
}
