variable "env" {
  type = string
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
  default   = "rl_Hs8dK2pQx7Vn4Lm9Tz1Wc6Ra"
}

variable "postwick_api_key" {
  type      = string
  sensitive = true
}
