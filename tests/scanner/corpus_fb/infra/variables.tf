variable "cloudflare_api_token" {
  type      = string
  sensitive = true
}

variable "account_id" {
  type    = string
  default = "4f1c9e0a7b2d4e6f8a1b3c5d7e9f0a2b"
}

variable "ringlane_base_url" {
  description = "Ringlane public API base used by the dialer worker"
  type        = string
  default     = "https://api.ringlane.io/api/public/v1"
}

variable "ringlane_api_key" {
  description = "Ringlane org-wide API key"
  type        = string
  sensitive   = true
}

variable "ringlane_webhook_secret" {
  type      = string
  sensitive = true
}

variable "enrich_api_key" {
  description = "x-api-key for the enrichment API Gateway stage"
  type        = string
  sensitive   = true
}
