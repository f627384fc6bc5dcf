param apimName string
param backendUrl string

resource apim 'Microsoft.ApiManagement/service@2023-03-01-preview' existing = {
  name: apimName
}

resource pricingApi 'Microsoft.ApiManagement/service/apis@2023-03-01-preview' = {
  parent: apim
  name: 'pricing'
  properties: {
    displayName: 'Pricing'
    path: 'pricing'
    protocols: [ 'https' ]
    serviceUrl: backendUrl
    subscriptionKeyParameterNames: {
      header: 'x-api-key'
      query: 'api-key'
    }
  }
}
