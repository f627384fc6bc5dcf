terraform {
  required_version = ">= 1.6"
  backend "s3" {
    bucket         = "halyard-tfstate-prod"
    key            = "platform/ringlane.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "tf-locks"
  }
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.50"
    }
  }
}

provider "aws" {
  region = "eu-west-1"
}

module "ringlane" {
  source               = "../../modules/ringlane-integration"
  name_prefix          = "prod"
  ringlane_api_version = "v1"
  ringlane_api_key     = var.ringlane_api_key
  webhook_secret       = var.ringlane_webhook_secret
  tags                 = { team = "platform", cost-center = "dialer" }
}

module "ops_gateway" {
  source     = "../../modules/api-gateway"
  name       = "ops-prod"
  stage_name = "v1"
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
}

variable "ringlane_webhook_secret" {
  type      = string
  sensitive = true
}
