module "ringpilot_sync" {
  source                = "../../modules/ringpilot-sync"
  env                   = "prod"
  ringpilot_api_key     = "rp_Zt4pQw8XnL2vKc7RmB9sHd5J"
  ringpilot_acting_user = "sync-bot@tallybrook.com"
  package_path          = "${path.root}/../../../build/ringpilot-sync.zip"
}

module "orders_api" {
  source = "../../modules/apigw"
  stage  = "prod"
}
