provider "aws" {
  region = "eu-west-1"
}

module "dialer_workers" {
  source             = "../../modules/dialer-workers"
  env                = "staging"
  image              = "481516234200.dkr.ecr.eu-west-1.amazonaws.com/dialer-workers:${var.image_tag}"
  ringlark_base_url  = "https://sandbox.ringlark.com/api/public/v1"
  redis_url          = "redis://staging-redis.abc123.0001.euw1.cache.amazonaws.com:6379"
  subnet_ids         = ["subnet-0a1b2c3d4e5f60718", "subnet-0f1e2d3c4b5a69788"]
  security_group_ids = ["sg-0123abcd4567ef890"]
  cluster_arn        = "arn:aws:ecs:eu-west-1:481516234200:cluster/staging"
}

# TODO(ops-412): move to SSM like prod; sandbox key only
resource "aws_ssm_parameter" "ringlark_sandbox_key" {
  name  = "/staging/dialer-workers/RINGLARK_SANDBOX_KEY"
  type  = "SecureString"
  value = "rl_Sx7Kd2Nq9Wm4Bt6Yh1Pf3Lz8Gc"
}

variable "image_tag" {
  type = string
}
