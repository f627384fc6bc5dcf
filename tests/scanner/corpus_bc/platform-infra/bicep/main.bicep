targetScope = 'resourceGroup'

@allowed([ 'dev', 'test', 'prod' ])
param env string

param location string = resourceGroup().location

@description('Calltrek public API root used by the dialer functions.')
param calltrekBaseUrl string = 'https://api.calltrek.io/api/public/v1'

@description('Calltrek v2 root, used only by the recording export.')
param calltrekV2BaseUrl string = 'https://api.calltrek.io/api/public/v2'

var prefix = 'fab-dialer-${env}'

resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'fab-kv-${env}'
}

module apim 'modules/apim.bicep' = {
  name: 'apim'
  params: {
    env: env
    location: location
  }
}

resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {
  name: '${prefix}-plan'
  location: location
  sku: { name: 'Y1', tier: 'Dynamic' }
}

resource func 'Microsoft.Web/sites@2023-01-01' = {
  name: '${prefix}-func'
  location: location
  kind: 'functionapp'
  identity: { type: 'SystemAssigned' }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      netFrameworkVersion: 'v8.0'
      appSettings: [
        { name: 'FUNCTIONS_WORKER_RUNTIME', value: 'dotnet-isolated' }
        { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' }
        { name: 'Calltrek__BaseUrl', value: calltrekBaseUrl }
        { name: 'Calltrek__ApiKey', value: '@Microsoft.KeyVault(VaultName=${kv.name};SecretName=calltrek-api-key)' }
        { name: 'Calltrek__WebhookSecret', value: '@Microsoft.KeyVault(VaultName=${kv.name};SecretName=calltrek-webhook-secret)' }
        { name: 'CalltrekV2__BaseUrl', value: calltrekV2BaseUrl }
        { name: 'Pricing__SubscriptionKey', value: '@Microsoft.KeyVault(VaultName=${kv.name};SecretName=apim-pricing-key)' }
        { name: 'Stripe__WebhookSecret', value: '@Microsoft.KeyVault(VaultName=${kv.name};SecretName=stripe-whsec)' }
      ]
    }
  }
}

output functionHost string = func.properties.defaultHostName
