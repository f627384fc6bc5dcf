terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.30" }
  }
  backend "s3" {
    bucket = "fernwood-tfstate"
    key    = "dialer/terraform.tfstate"
    region = "us-east-2"
  }
}

resource "aws_ssm_parameter" "callharbor_base_url" {
  name  = "/dialer/${var.env}/CALLHARBOR_BASE_URL"
  type  = "String"
  value = "https://api.callharbor.io/api/public/${var.callharbor_api_version}"
}

resource "aws_ssm_parameter" "callharbor_api_key" {
  name  = "/dialer/${var.env}/CALLHARBOR_API_KEY"
  type  = "SecureString"
  value = var.callharbor_api_key
}

module "dialer_worker" {
  source        = "../modules/ecs-service"
  name          = "dialer-worker"
  image         = "${var.ecr_repo}:${var.image_tag}"
  desired_count = 2
  secrets = {
    CALLHARBOR_API_KEY  = aws_ssm_parameter.callharbor_api_key.arn
    CALLHARBOR_BASE_URL = aws_ssm_parameter.callharbor_base_url.arn
  }
}
