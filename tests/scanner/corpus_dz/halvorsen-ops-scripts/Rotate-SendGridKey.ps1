<#
.SYNOPSIS
    Creates a new restricted SendGrid key, stores it in Key Vault and deletes the old one.
#>
param(
    [Parameter(Mandatory)] [string] $VaultName,
    [string] $SecretName = 'SendGrid--ApiKey'
)

$adminKey = (Get-AzKeyVaultSecret -VaultName $VaultName -Name 'SendGrid--AdminKey' -AsPlainText)
$headers = @{ Authorization = "Bearer $adminKey" }

$new = Invoke-RestMethod -Method Post -Uri 'https://api.sendgrid.com/v3/api_keys' -Headers $headers `
    -Body (@{ name = "backoffice-$(Get-Date -Format yyyyMMdd)"; scopes = @('marketing.read', 'marketing.update') } | ConvertTo-Json) `
    -ContentType 'application/json'

Set-AzKeyVaultSecret -VaultName $VaultName -Name $SecretName -SecretValue (ConvertTo-SecureString $new.api_key -AsPlainText -Force) | Out-Null

$old = Invoke-RestMethod -Uri 'https://api.sendgrid.com/v3/api_keys' -Headers $headers
$old.result | Where-Object { $_.name -like 'backoffice-*' -and $_.api_key_id -ne $new.api_key_id } | ForEach-Object {
    Invoke-RestMethod -Method Delete -Uri "https://api.sendgrid.com/v3/api_keys/$($_.api_key_id)" -Headers $headers
    Write-Host "Deleted old key $($_.name)"
}

# Contact lists in SendGrid are untouched by rotation
Invoke-RestMethod -Uri 'https://api.sendgrid.com/v3/marketing/lists' -Headers @{ Authorization = "Bearer $($new.api_key)" } | Out-Null
