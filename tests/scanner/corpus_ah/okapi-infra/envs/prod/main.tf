terraform {
  required_version = ">= 1.6"
  backend "s3" {
    bucket = "okapi-tfstate"
    key    = "prod/integrations.tfstate"
    region = "eu-west-1"
  }
  required_providers {
    aws        = { source = "hashicorp/aws", version = "~> 5.30" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.20" }
  }
}

module "edge_worker" {
  source           = "../../modules/edge-worker"
  account_id       = var.cloudflare_account_id
  voxhaul_api_base = "https://api.voxhaul.io/api/public/v1"
  voxhaul_api_key  = var.voxhaul_api_key
}

module "partner_gateway" {
  source     = "../../modules/partner-gateway"
  stage_name = "v1"
}

resource "aws_ssm_parameter" "voxhaul_base_url" {
  name  = "/okapi/prod/voxhaul/base_url"
  type  = "String"
  value = "https://api.voxhaul.io/api/public/v1"
}

resource "aws_ssm_parameter" "voxhaul_api_key" {
  name  = "/okapi/prod/voxhaul/api_key"
  type  = "SecureString"
  value = var.voxhaul_api_key
}
