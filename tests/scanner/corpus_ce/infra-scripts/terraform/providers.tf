terraform {
  required_version = ">= 1.5"
  required_providers {
    http    = { source = "hashicorp/http", version = "~> 3.4" }
    datadog = { source = "DataDog/datadog", version = "~> 3.30" }
  }
  backend "s3" {
    bucket = "hp-terraform-state"
    key    = "integrations/terraform.tfstate"
    region = "us-west-2"
  }
}
