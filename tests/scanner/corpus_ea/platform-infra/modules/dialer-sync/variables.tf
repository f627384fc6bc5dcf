variable "env" {
  type = string
}

variable "image_tag" {
  type = string
}

variable "ringlane_api_base" {
  description = "Base URL of the Ringlane public API"
  type        = string
  default     = "https://api.ringlane.com/api/public/v1"
}

variable "ringlane_api_key_ssm_param" {
  description = "SSM parameter holding the Ringlane shared API key"
  type        = string
  default     = "/dialer-sync/ringlane/api-key"
}

variable "ringlane_acting_user" {
  type    = string
  default = "dialer-bot@quillfield.co.uk"
}

variable "desired_count" {
  type    = number
  default = 2
}

variable "subnet_ids" {
  type = list(string)
}

variable "security_group_ids" {
  type = list(string)
}
