terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
  backend "s3" {
    bucket = "bramble-tfstate"
    key    = "northgate/hooks.tfstate"
    region = "eu-west-2"
  }
}

provider "aws" {
  region = var.region
}

resource "aws_ssm_parameter" "dialpeak_api_key" {
  name  = "/northgate/hooks/DIALPEAK_API_KEY"
  type  = "SecureString"
  value = var.dialpeak_api_key
}

resource "aws_ecs_task_definition" "hooks" {
  family                   = "northgate-hooks"
  requires_compatibilities = ["FARGATE"]
  network_mode             = "awsvpc"
  cpu                      = 256
  memory                   = 512
  container_definitions = jsonencode([{
    name  = "hooks"
    image = "${var.ecr_repo}:${var.image_tag}"
    portMappings = [{ containerPort = 9292 }]
    environment = [
      { name = "RACK_ENV", value = "production" },
      { name = "DIALPEAK_BASE_URI", value = "https://api.dialpeak.com/api/public/v1" },
      { name = "DIALPEAK_ACTING_USER", value = var.dialpeak_acting_user },
      { name = "DIALPEAK_FOLLOWUP_LIST_ID", value = var.followup_list_id },
    ]
    secrets = [
      { name = "DIALPEAK_API_KEY", valueFrom = aws_ssm_parameter.dialpeak_api_key.arn },
    ]
  }])
}

resource "aws_api_gateway_api_key" "partner" {
  name = "northgate-partner-key"
}

resource "aws_api_gateway_usage_plan" "partner" {
  name = "northgate-partner"
  api_stages {
    api_id = var.rest_api_id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 20
    burst_limit = 40
  }
}
