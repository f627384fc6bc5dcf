targetScope = 'resourceGroup'

@description('Deployment environment')
@allowed([ 'dev', 'test', 'prod' ])
param env string = 'dev'

param location string = resourceGroup().location

@description('Dialstream public API base URL used by the portal and functions')
param dialstreamBaseUrl string = 'https://api.dialstream.io/api/public/v1/'

@secure()
param dialstreamApiKey string

var prefix = 'bw-${env}'

resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv-${prefix}'
}

resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {
  name: 'asp-${prefix}-portal'
  location: location
  sku: {
    name: env == 'prod' ? 'P1v3' : 'B1'
  }
  kind: 'linux'
  properties: {
    reserved: true
  }
}

resource portal 'Microsoft.Web/sites@2023-01-01' = {
  name: 'app-${prefix}-agent-portal'
  location: location
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      linuxFxVersion: 'DOTNETCORE|8.0'
      appSettings: [
        {
          name: 'Dialstream__BaseUrl'
          value: dialstreamBaseUrl
        }
        {
          name: 'Dialstream__ApiKey'
          value: '@Microsoft.KeyVault(VaultName=${kv.name};SecretName=dialstream-api-key)'
        }
        {
          name: 'PolicyService__BaseUrl'
          value: 'https://policy.internal.brightwater-ins.com/v1/'
        }
      ]
    }
  }
}

module functions 'modules/functionapp.bicep' = {
  name: 'functions'
  params: {
    prefix: prefix
    location: location
    dialstreamApiKey: dialstreamApiKey
  }
}

module apim 'modules/apim.bicep' = {
  name: 'apim'
  params: {
    prefix: prefix
    location: location
  }
}
