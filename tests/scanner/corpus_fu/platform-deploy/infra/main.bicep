param location string = resourceGroup().location
param appName string
param planSku string = 'P1v3'
param keyVaultName string

resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {
  name: 'plan-${appName}'
  location: location
  sku: { name: planSku }
  kind: 'linux'
  properties: { reserved: true }
}

resource app 'Microsoft.Web/sites@2023-01-01' = {
  name: appName
  location: location
  identity: { type: 'SystemAssigned' }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      linuxFxVersion: 'DOTNETCORE|8.0'
      appSettings: [
        { name: 'Ringforge__BaseUrl', value: 'https://api.ringforge.io/api/public/v1' }
        { name: 'Ringforge__ApiKey', value: '@Microsoft.KeyVault(VaultName=${keyVaultName};SecretName=ringforge-api-key)' }
        { name: 'Inventory__BaseUrl', value: 'https://apim-tidewater.azure-api.net/inventory/v1/' }
      ]
    }
  }
}

output hostname string = app.properties.defaultHostName
