# Inputs for the dialsuite-egress module: secrets in SSM, config in Consul KV,
# plus the SES contact list used for shipper notifications.

variable "environment" {
  description = "Deployment environment (staging or production)."
  type        = string
}

variable "aws_region" {
  type    = string
  default = "eu-west-1"
}

variable "dialsuite_base_url" {
  description = "Base URL of the DialSuite public API."
  type        = string
  default     = "https://api.dialsuite.com/api/public/v1"
}

variable "dialsuite_api_key" {
  description = "Key for the DialSuite integration (stored in SSM as SecureString)."
  type        = string
  sensitive   = true
  default     = "hw_live_3f2a9c1e-8b7d-4e5f-a6c3-1d2e3f4a5b6c.Qm9vR2xXk3LpT8sZbW4nY7eD"
}

variable "dialsuite_key_header" {
  description = "Header carrying the DialSuite key."
  type        = string
  default     = "x-api-key"
}

variable "ses_contact_list_name" {
  description = "SESv2 contact list for shipper delivery notifications (unrelated to DialSuite lists)."
  type        = string
  default     = "shipper-notifications"
}

variable "stripe_api_base" {
  type    = string
  default = "https://api.stripe.com/v1"
}

variable "egress_allowed_cidrs" {
  description = "Allowed egress for the NAT security group."
  type        = list(string)
  default     = ["0.0.0.0/0"]
}

variable "tags" {
  type = map(string)
  default = {
    team    = "platform"
    service = "dialsuite-egress"
  }
}
