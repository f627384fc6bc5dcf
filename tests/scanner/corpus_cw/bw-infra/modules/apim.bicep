param prefix string
param location string

resource apim 'Microsoft.ApiManagement/service@2023-05-01-preview' = {
  name: 'apim-${prefix}'
  location: location
  sku: {
    name: 'Developer'
    capacity: 1
  }
  properties: {
    publisherEmail: 'platform@brightwater-ins.com'
    publisherName: 'BrightWater Platform'
  }
}

resource policyApi 'Microsoft.ApiManagement/service/apis@2023-05-01-preview' = {
  parent: apim
  name: 'policy-service'
  properties: {
    displayName: 'Policy Service'
    path: 'policy/v1'
    protocols: [ 'https' ]
    serviceUrl: 'https://policy-backend.internal.brightwater-ins.com/v1'
    subscriptionKeyParameterNames: {
      header: 'x-api-key'
      query: 'api-key'
    }
  }
}
