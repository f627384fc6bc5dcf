variable "env" {
  type = string
}

variable "image" {
  type        = string
  description = "ECR image URI for dialer-workers"
}

variable "ringlark_base_url" {
  type        = string
  description = "Base URL of the Ringlark public API"
  default     = "https://api.ringlark.com/api/public/v1"
}

variable "ringlark_v2_base_url" {
  type    = string
  default = "https://api.ringlark.com/api/public/v2"
}

variable "ringlark_acting_user" {
  type    = string
  default = "integrations@relaydesk.io"
}

variable "redis_url" {
  type = string
}

variable "subnet_ids" {
  type = list(string)
}

variable "security_group_ids" {
  type = list(string)
}

variable "cluster_arn" {
  type = string
}
