terraform {
  required_version = ">= 1.6"
  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = "~> 3.100"
    }
  }
  backend "azurerm" {
    resource_group_name  = "rg-tfstate"
    storage_account_name = "stmeridiantfstate"
    container_name       = "tfstate"
    key                  = "dispatch-outreach.tfstate"
  }
}

provider "azurerm" {
  features {}
}

locals {
  dialer_api_version = "v1"
  dialer_base_url    = "https://api.ringpilot.io/api/public/${local.dialer_api_version}/"
  tags = {
    team        = "dispatch"
    cost_center = "ops-2210"
  }
}

resource "azurerm_service_plan" "outreach" {
  name                = "asp-meridian-outreach"
  resource_group_name = var.resource_group_name
  location            = var.location
  os_type             = "Linux"
  sku_name            = "P1v3"
  tags                = local.tags
}

resource "azurerm_linux_web_app" "outreach" {
  name                = "app-meridian-outreach"
  resource_group_name = var.resource_group_name
  location            = var.location
  service_plan_id     = azurerm_service_plan.outreach.id
  https_only          = true

  site_config {
    always_on = true
    application_stack {
      dotnet_version = "8.0"
    }
    health_check_path = "/healthz"
  }

  app_settings = {
    "RingPilot__BaseUrl"           = local.dialer_base_url
    "RingPilot__ApiKey"            = var.ringpilot_shared_key
    "RingPilot__DefaultOwnerEmail" = "dispatch-desk@meridianfreight.com"
    "Samsara__BaseUrl"             = "https://api.samsara.com/v1/fleet/"
    "Sonar__ApiKey"                = "@Microsoft.KeyVault(SecretUri=${var.sonar_secret_uri})"
  }

  identity {
    type = "SystemAssigned"
  }

  tags = local.tags
}

resource "azurerm_key_vault_secret" "ringpilot_v2" {
  name         = "ringpilot-v2-workspace-key"
  value        = var.ringpilot_v2_key
  key_vault_id = var.key_vault_id
}
