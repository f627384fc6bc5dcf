// Exposes Ringvale to internal tools through APIM so the shared key never leaves the vault.
param apimName string
param keyVaultName string

resource apim 'Microsoft.ApiManagement/service@2023-05-01-preview' existing = {
  name: apimName
}

resource keyNamedValue 'Microsoft.ApiManagement/service/namedValues@2023-05-01-preview' = {
  parent: apim
  name: 'ringvale-api-key'
  properties: {
    displayName: 'ringvale-api-key'
    secret: true
    keyVault: {
      secretIdentifier: 'https://${keyVaultName}${environment().suffixes.keyvaultDns}/secrets/Ringvale--ApiKey'
    }
  }
}

resource api 'Microsoft.ApiManagement/service/apis@2023-05-01-preview' = {
  parent: apim
  name: 'ringvale'
  properties: {
    displayName: 'Ringvale (proxied)'
    path: 'dialer'
    protocols: [ 'https' ]
    subscriptionRequired: true
    subscriptionKeyParameterNames: {
      header: 'Ocp-Apim-Subscription-Key'
      query: 'subscription-key'
    }
  }
}

resource policy 'Microsoft.ApiManagement/service/apis/policies@2023-05-01-preview' = {
  parent: api
  name: 'policy'
  dependsOn: [ keyNamedValue ]
  properties: {
    format: 'rawxml'
    value: '''
<policies>
  <inbound>
    <base />
    <set-backend-service base-url="https://api.ringvale.com/api/public/v1" />
    <set-header name="x-api-key" exists-action="override">
      <value>{{ringvale-api-key}}</value>
    </set-header>
    <set-header name="x-user-email" exists-action="override">
      <value>@(context.User.Email)</value>
    </set-header>
    <set-header name="Ocp-Apim-Subscription-Key" exists-action="delete" />
  </inbound>
  <backend>
    <retry condition="@(context.Response.StatusCode == 502)" count="3" interval="2" first-fast-retry="false">
      <forward-request buffer-request-body="true" />
    </retry>
  </backend>
  <outbound>
    <base />
    <choose>
      <when condition="@(context.Response.StatusCode == 503)">
        <return-response>
          <set-status code="503" reason="Dialer API disabled" />
        </return-response>
      </when>
    </choose>
  </outbound>
</policies>
'''
  }
}
