terraform {
  required_version = ">= 1.6"
  backend "s3" {
    bucket         = "nwh-intg-tfstate"
    key            = "prod/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "nwh-intg-tflock"
    encrypt        = true
  }
  required_providers {
    aws   = { source = "hashicorp/aws", version = "~> 5.40" }
    vault = { source = "hashicorp/vault", version = "~> 4.2" }
  }
}

provider "aws" {
  region = "eu-west-1"
}

provider "vault" {
  address = "https://vault.northwindharbor.com"
}
