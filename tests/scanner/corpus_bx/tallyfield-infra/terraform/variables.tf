variable "env" {
  type = string
}

variable "ringlio_api_key" {
  type      = string
  sensitive = true
  default   = "rl_Vn3pQ8sLk2Wd7YtM5xBc9RaF" # TODO remove default, set in tfvars
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
