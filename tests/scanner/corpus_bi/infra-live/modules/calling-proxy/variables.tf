variable "env" {
  type = string
}

variable "ringlane_base_url" {
  type        = string
  description = "Upstream Ringlane public API base URL"
  default     = "https://api.ringlane.com/api/public/v1"
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
}
