provider "aws" {
  region = "eu-west-1"
}

module "dialer_workers" {
  source             = "../../modules/dialer-workers"
  env                = "prod"
  image              = "481516234200.dkr.ecr.eu-west-1.amazonaws.com/dialer-workers:${var.image_tag}"
  redis_url          = "redis://prod-redis.abc123.0001.euw1.cache.amazonaws.com:6379"
  subnet_ids         = var.subnet_ids
  security_group_ids = var.security_group_ids
  cluster_arn        = "arn:aws:ecs:eu-west-1:481516234200:cluster/prod"
}

variable "image_tag" { type = string }
variable "subnet_ids" { type = list(string) }
variable "security_group_ids" { type = list(string) }
