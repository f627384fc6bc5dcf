@description('Environment short name')
@allowed([ 'test', 'prod' ])
param env string

param location string = resourceGroup().location

@secure()
param ringcrestApiKey string

@secure()
param pricingGatewayKey string

var ringcrestBaseUrl = env == 'prod' ? 'https://api.ringcrest.io/api/public/v1' : 'https://sandbox.ringcrest.io/api/public/v1'

resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {
  name: 'asp-halvorsen-backoffice-${env}'
  location: location
  sku: { name: 'P1v3' }
  kind: 'linux'
  properties: { reserved: true }
}

resource app 'Microsoft.Web/sites@2023-01-01' = {
  name: 'halvorsen-backoffice-${env}'
  location: location
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      linuxFxVersion: 'DOTNETCORE|8.0'
      healthCheckPath: '/health'
      appSettings: [
        { name: 'Ringcrest__BaseUrl', value: ringcrestBaseUrl }
        { name: 'Ringcrest__ApiKey', value: ringcrestApiKey }
        { name: 'Pricing__BaseUrl', value: 'https://pricing.internal.halvorsenfreight.no/prod/v1/' }
        { name: 'Pricing__GatewayKey', value: pricingGatewayKey }
      ]
    }
  }
}
