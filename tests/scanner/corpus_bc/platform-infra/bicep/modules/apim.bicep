param env string
param location string

resource apim 'Microsoft.ApiManagement/service@2023-05-01-preview' = {
  name: 'fab-apim-${env}'
  location: location
  sku: { name: 'Developer', capacity: 1 }
  properties: {
    publisherEmail: 'platform@fabrikam.com'
    publisherName: 'Fabrikam Platform'
    virtualNetworkType: 'Internal'
  }
}

resource pricingApi 'Microsoft.ApiManagement/service/apis@2023-05-01-preview' = {
  parent: apim
  name: 'pricing'
  properties: {
    displayName: 'Pricing'
    path: 'pricing/v1'
    protocols: [ 'https' ]
    serviceUrl: 'https://fab-pricing-${env}.azurewebsites.net/api/v1'
    subscriptionRequired: true
    subscriptionKeyParameterNames: {
      header: 'Ocp-Apim-Subscription-Key'
      query: 'subscription-key'
    }
  }
}

resource pricingPolicy 'Microsoft.ApiManagement/service/apis/policies@2023-05-01-preview' = {
  parent: pricingApi
  name: 'policy'
  properties: {
    format: 'rawxml'
    value: '<policies><inbound><base /><set-header name="x-api-key" exists-action="override"><value>{{pricing-backend-key}}</value></set-header><set-header name="X-User-Id" exists-action="override"><value>@(context.User?.Id ?? "anonymous")</value></set-header></inbound><backend><base /></backend><outbound><base /></outbound><on-error><base /></on-error></policies>'
  }
}
