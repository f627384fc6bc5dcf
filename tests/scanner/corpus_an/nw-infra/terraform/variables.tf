variable "env" {
  type        = string
  description = "staging | prod"
}

variable "ringleaf_api_url" {
  type        = string
  description = "Base URL of the RingLeaf public API used by dialer-sync"
  default     = "https://api.ringleaf.io/api/public/v1"
}

variable "ringleaf_api_key" {
  type      = string
  sensitive = true
}

variable "ringleaf_webhook_secret" {
  type      = string
  sensitive = true
}

variable "pagerduty_service_id" {
  type = string
}
