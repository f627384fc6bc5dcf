module "renewals_service" {
  source        = "../../modules/ecs_service"
  name          = "renewals-service"
  image         = "123456789012.dkr.ecr.us-east-1.amazonaws.com/renewals-service:${var.renewals_tag}"
  desired_count = 3
  environment = {
    RINGCADENCE_BASE_URL = "https://api.ringcadence.com/api/public/v1"
    CARRIER_GATEWAY_URL  = "https://rates.internal.harborline.io/prod/v1"
  }
  secrets = {
    RINGCADENCE_API_KEY = "arn:aws:ssm:us-east-1:123456789012:parameter/prod/ringcadence/api_key"
  }
}

module "dialer_bff" {
  source = "../../modules/ecs_service"
  name   = "web-bff"
  image  = "123456789012.dkr.ecr.us-east-1.amazonaws.com/web-bff:${var.bff_tag}"
  environment = {
    RINGCADENCE_V2_URL = "https://api.ringcadence.com/api/public/v2"
  }
}
