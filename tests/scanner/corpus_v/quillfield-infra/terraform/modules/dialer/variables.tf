variable "environment" {
  type        = string
  description = "dev, staging or prod"
}

variable "callpilot_base_url" {
  type        = string
  description = "Base URL of the CallPilot public API"
  default     = "https://api.callpilot.io/api/public/v1"
}

variable "callpilot_api_key" {
  type        = string
  sensitive   = true
  description = "Shared CallPilot key (stored in SSM, see README)"
}

variable "geocoder_api_key_required" {
  type    = bool
  default = true
}

variable "image_tag" {
  type = string
}
