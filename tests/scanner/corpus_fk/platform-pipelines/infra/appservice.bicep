@description('Name of the worker App Service')
param appName string
param location string = resourceGroup().location
param planId string
param keyVaultUri string

@allowed([ 'v1', 'v2' ])
param ringlaneApiVersion string = 'v1'

resource app 'Microsoft.Web/sites@2023-01-01' = {
  name: appName
  location: location
  identity: { type: 'SystemAssigned' }
  properties: {
    serverFarmId: planId
    httpsOnly: true
    siteConfig: {
      netFrameworkVersion: 'v8.0'
      alwaysOn: true
      appSettings: [
        { name: 'Ringlane__BaseUrl', value: 'https://api.ringlane.io/api/public/${ringlaneApiVersion}/' }
        { name: 'Ringlane__ApiKey', value: '@Microsoft.KeyVault(SecretUri=${keyVaultUri}/secrets/ringlane-api-key)' }
        { name: 'SendGrid__ApiKey', value: '@Microsoft.KeyVault(SecretUri=${keyVaultUri}/secrets/sendgrid-api-key)' }
        { name: 'APPLICATIONINSIGHTS_CONNECTION_STRING', value: '@Microsoft.KeyVault(SecretUri=${keyVaultUri}/secrets/appi-conn)' }
      ]
    }
  }
}

output defaultHostName string = app.properties.defaultHostName
