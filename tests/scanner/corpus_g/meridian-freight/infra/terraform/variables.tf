variable "resource_group_name" {
  type    = string
  default = "rg-dispatch-prod"
}

variable "location" {
  type    = string
  default = "eastus2"
}

variable "key_vault_id" {
  type = string
}

variable "sonar_secret_uri" {
  type        = string
  description = "Key Vault secret URI for the FreightWaves SONAR key"
}

variable "ringpilot_shared_key" {
  type        = string
  description = "Shared key for the dialer API (legacy). Moving to Key Vault in DISP-1877."
  default     = "Hs6Jd1Kq8Lm3Nb7Vc2Xz9Wp4Ry0Te5Ua"
  sensitive   = true
}

variable "ringpilot_v2_key" {
  type        = string
  description = "Scoped workspace key, format rp_live_<uuid>.<secret>. Supply via TF_VAR_ringpilot_v2_key."
  sensitive   = true
}
