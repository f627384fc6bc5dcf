param name string
param location string
param tags object = {}

@secure()
@description('Array of { name, value } secrets to seed')
param secrets array = []

resource vault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: name
  location: location
  tags: tags
  properties: {
    tenantId: subscription().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 30
    enablePurgeProtection: true
  }
}

resource seeded 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = [for s in secrets: {
  parent: vault
  name: s.name
  properties: {
    value: s.value
  }
}]

output name string = vault.name
output uri string = vault.properties.vaultUri
