[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$VaultName,
    [Parameter(Mandatory)][string]$AdminKey
)

$headers = @{ Authorization = "Bearer $AdminKey"; 'Content-Type' = 'application/json' }
$body = @{ name = "fab-crm-sync-$(Get-Date -Format yyyyMMdd)"; scopes = @('marketing.write', 'mail.send') } | ConvertTo-Json

try {
    $created = Invoke-RestMethod -Method Post -Uri 'https://api.sendgrid.com/v3/api_keys' -Headers $headers -Body $body
}
catch {
    $status = [int]$_.Exception.Response.StatusCode
    if ($status -eq 503 -or $status -eq 502) {
        Write-Warning "SendGrid unavailable, retry later"
        exit 1
    }
    $err = $_.ErrorDetails.Message | ConvertFrom-Json
    throw "SendGrid: $($err.errors[0].message)"
}

az keyvault secret set --vault-name $VaultName --name sendgrid-api-key --value $created.api_key | Out-Null
Write-Host "Rotated SendGrid key $($created.api_key_id)"
