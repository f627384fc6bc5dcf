module "talkvane" {
  source               = "../../modules/talkvane-integration"
  env                  = "prod"
  talkvane_api_url     = "https://api.talkvane.com/api/public/v1"
  talkvane_acting_user = "svc-dialer-sync@northwindharbor.com"
  lambda_zip           = "${path.root}/../../build/relay.zip"
}

module "partner_api" {
  source = "../../modules/api-gateway"
}

# staging talkvane sandbox param, read by the k8s jobs in the shared cluster
resource "aws_ssm_parameter" "talkvane_sandbox_key" {
  name  = "/staging/talkvane/api_key"
  type  = "SecureString"
  value = "tv_Wn5cR8qTz2LbH6mVk0Px3Jy7"
  lifecycle {
    ignore_changes = [value]
  }
}
