variable "ringwell_base_url" {
  description = "Base URL of the Ringwell public API (no trailing slash)"
  type        = string
  default     = "https://api.ringwell.io/api/public/v1"
}

variable "ringwell_api_key" {
  description = "Shared Ringwell API key (from TF_VAR_ringwell_api_key)"
  type        = string
  sensitive   = true
}

variable "acting_user_email" {
  description = "Ringwell login used as the acting user for provisioning calls"
  type        = string
  default     = "platform-bot@harborline.com"
}

variable "expected_list_names" {
  description = "Contact lists that must exist before the dialer bridge is deployed"
  type        = list(string)
  default     = ["inbound-callbacks", "renewals-q3"]
}

variable "fail_on_disabled" {
  description = "Fail the plan if Ringwell reports the API as disabled"
  type        = bool
  default     = true
}
