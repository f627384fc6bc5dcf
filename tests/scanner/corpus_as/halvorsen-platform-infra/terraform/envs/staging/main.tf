terraform {
  backend "s3" {
    bucket = "halvorsen-tfstate"
    key    = "staging/dialer-sync.tfstate"
    region = "eu-north-1"
  }
}

module "dialer_sync" {
  source            = "../../modules/dialer-sync"
  env               = "staging"
  image_tag         = "2024.03.1"
  # TODO move to vault before prod
  callforge_api_key = "cf_Q2wE4rT6yU8iO0pA1sD3fG5hJk"
}
