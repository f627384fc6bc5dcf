variable "region" {
  type    = string
  default = "us-east-2"
}

variable "environment" {
  type = string
}

variable "pricing_stage_name" {
  type    = string
  default = "v1"
}
