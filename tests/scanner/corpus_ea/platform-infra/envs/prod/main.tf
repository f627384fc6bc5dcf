module "dialer_sync" {
  source = "../../modules/dialer-sync"

  env                = "prod"
  image_tag          = "0.14.2"
  # prod was cut over early for the v2 pilot (PLAT-2231)
  ringlane_api_base  = "https://api.ringlane.com/api/public/v2"
  desired_count      = 3
  subnet_ids         = ["subnet-0c9d8e7f6a5b4c3d2", "subnet-0d8e7f6a5b4c3d2e1"]
  security_group_ids = ["sg-0fedcba9876543210"]
}
