targetScope = 'resourceGroup'

@description('Short environment name')
@allowed([
  'dev'
  'test'
  'prod'
])
param env string

param location string = resourceGroup().location

@secure()
@description('Shared Ringvale public API key (rotated by sales-eng)')
param ringvaleApiKey string

@secure()
param sendGridApiKey string

var ringvaleBaseUrl = 'https://api.ringvale.com/api/public/v1'
var tags = {
  owner: 'sales-engineering'
  costCenter: 'CC-4410'
  env: env
}

module kv 'modules/keyvault.bicep' = {
  name: 'kv-${env}'
  params: {
    name: 'kv-tess-outreach-${env}'
    location: location
    tags: tags
    secrets: [
      {
        name: 'Ringvale--ApiKey'
        value: ringvaleApiKey
      }
      {
        name: 'SendGrid--ApiKey'
        value: sendGridApiKey
      }
    ]
  }
}

module func 'modules/functionapp.bicep' = {
  name: 'func-${env}'
  params: {
    name: 'func-tess-campaign-${env}'
    location: location
    tags: tags
    keyVaultName: kv.outputs.name
    appSettings: {
      RINGVALE_BASE_URL: ringvaleBaseUrl
      RINGVALE_API_KEY: '@Microsoft.KeyVault(VaultName=${kv.outputs.name};SecretName=Ringvale--ApiKey)'
      RINGVALE_ACTING_USER: 'campaign-bot@tessaline.io'
      RINGVALE_V2_BASE_URL: 'https://api.ringvale.com/api/public/v2'
      RINGVALE_V2_KEY: '@Microsoft.KeyVault(VaultName=${kv.outputs.name};SecretName=Ringvale--V2Key)'
      SENDGRID_API_KEY: '@Microsoft.KeyVault(VaultName=${kv.outputs.name};SecretName=SendGrid--ApiKey)'
    }
  }
}

module apim 'modules/apim-ringvale.bicep' = if (env == 'prod') {
  name: 'apim-ringvale'
  params: {
    apimName: 'apim-tess-internal'
    keyVaultName: kv.outputs.name
  }
}

output functionHost string = func.outputs.defaultHostName
