variable "env" {
  type = string
}

variable "image_tag" {
  type = string
}

variable "ringpilot_base_url" {
  type    = string
  default = "https://api.ringpilot.io/api/public/v1"
}

variable "ringpilot_sandbox_url" {
  type    = string
  default = "https://sandbox.ringpilot.io/api/public/v1"
}

variable "ringpilot_api_key_ssm_name" {
  type        = string
  description = "SSM parameter holding the RingPilot shared key"
}

variable "ringpilot_api_key" {
  type      = string
  default   = ""
  sensitive = true
}
