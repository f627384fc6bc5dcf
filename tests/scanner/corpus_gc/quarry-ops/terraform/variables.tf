variable "calloway_api_key" {
  type      = string
  sensitive = true
  default   = "cw_fR7tY2uI9oP4aS6dG8hJ3kL1"
}

variable "calloway_admin_email" {
  type    = string
  default = "salesops@quarryfreight.net"
}

variable "crm_service_key" {
  type      = string
  sensitive = true
}

variable "regions" {
  type    = list(string)
  default = ["midwest", "northeast", "south"]
}
