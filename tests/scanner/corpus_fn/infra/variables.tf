variable "region" {
  type    = string
  default = "us-east-1"
}

variable "callhaven_api_base" {
  type        = string
  description = "Base URL of the Callhaven public API"
  default     = "https://api.callhaven.io/api/public/v1"
}

variable "callhaven_api_key" {
  type      = string
  sensitive = true
}

variable "callhaven_service_user_id" {
  type    = string
  default = "00u8a1b2c3D4e5F6g7h8"
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
