param prefix string
param location string

@secure()
param dialstreamApiKey string

var dialstreamApiVersion = 'v1'

resource storage 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: replace('st${prefix}func', '-', '')
  location: location
  sku: { name: 'Standard_LRS' }
  kind: 'StorageV2'
}

resource fn 'Microsoft.Web/sites@2023-01-01' = {
  name: 'func-${prefix}-renewals'
  location: location
  kind: 'functionapp,linux'
  properties: {
    siteConfig: {
      linuxFxVersion: 'DOTNET-ISOLATED|8.0'
      appSettings: [
        { name: 'FUNCTIONS_WORKER_RUNTIME', value: 'dotnet-isolated' }
        { name: 'FUNCTIONS_EXTENSION_VERSION', value: '~4' }
        { name: 'AzureWebJobsStorage', value: 'DefaultEndpointsProtocol=https;AccountName=${storage.name};AccountKey=${storage.listKeys().keys[0].value}' }
        { name: 'DIALSTREAM_BASE_URL', value: 'https://api.dialstream.io/api/public/${dialstreamApiVersion}' }
        { name: 'DIALSTREAM_API_KEY', value: dialstreamApiKey }
        { name: 'DIALSTREAM_ACTING_USER_ID', value: '00u8f2kq1zR4aBcD5e7' }
      ]
    }
  }
}

output functionAppName string = fn.name
