variable "env" {
  type = string
}

variable "ringlane_base_url" {
  type        = string
  description = "Ringlane public API base URL"
  default     = "https://api.ringlane.io/api/public/v1"
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
}

variable "audit_api_stage" {
  type    = string
  default = "v1"
}
