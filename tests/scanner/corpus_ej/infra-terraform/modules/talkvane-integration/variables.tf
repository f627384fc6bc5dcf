variable "env" {
  type = string
}

variable "talkvane_api_url" {
  description = "Base URL of the Talkvane public API"
  type        = string
  default     = "https://api.talkvane.com/api/public/v1"
}

variable "talkvane_acting_user" {
  description = "Login email of the Talkvane user the relay acts as"
  type        = string
  default     = "svc-dialer-sync@northwindharbor.com"
}

variable "vault_talkvane_path" {
  type    = string
  default = "secret/data/ops/talkvane"
}

variable "webhook_secret_fallback" {
  description = "Only used when vault is unreachable at plan time (dev)"
  type        = string
  default     = "whsec_dev_only_do_not_use"
  sensitive   = true
}

variable "lambda_zip" {
  type = string
}
