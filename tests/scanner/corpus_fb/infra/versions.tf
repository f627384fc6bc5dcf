terraform {
  required_version = ">= 1.6"
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4.34"
    }
    checkly = {
      source  = "checkly/checkly"
      version = "~> 1.8"
    }
  }
  backend "s3" {
    bucket                      = "fluxpoint-tfstate"
    key                         = "edge/terraform.tfstate"
    region                      = "auto"
    endpoint                    = "https://4f1c9e0a7b2d.r2.cloudflarestorage.com"
    skip_credentials_validation = true
    skip_region_validation      = true
  }
}

provider "cloudflare" {
  api_token = var.cloudflare_api_token
}
