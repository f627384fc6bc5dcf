variable "env" {
  type = string
}

variable "callharbor_api_version" {
  type        = string
  description = "Path version segment for the CallHarbor public API"
  default     = "v1"
}

variable "callharbor_api_key" {
  type      = string
  sensitive = true
}

variable "ecr_repo" {
  type = string
}

variable "image_tag" {
  type    = string
  default = "latest"
}
