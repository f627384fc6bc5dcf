variable "environment" {
  type = string
}

variable "ringlane_base_url" {
  type        = string
  description = "Ringlane public API root used by dispatch-svc"
  default     = "https://api.ringlane.io/api/public/v1"
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
}

variable "replicas" {
  type    = number
  default = 2
}
