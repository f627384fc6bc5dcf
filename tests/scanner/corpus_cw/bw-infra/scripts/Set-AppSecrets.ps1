param(
    [ValidateSet('dev','test','prod')] [string] $Environment = 'dev'
)

$vault = "kv-bw-$Environment"

# Secrets are pasted interactively; never commit them.
$dialKey = Read-Host -AsSecureString 'Dialstream API key'
Set-AzKeyVaultSecret -VaultName $vault -Name 'dialstream-api-key' -SecretValue $dialKey | Out-Null

$sendgrid = Read-Host -AsSecureString 'SendGrid API key'
Set-AzKeyVaultSecret -VaultName $vault -Name 'sendgrid-api-key' -SecretValue $sendgrid | Out-Null

# Smoke test the internal APIM subscription key
$apimKey = Get-AzKeyVaultSecret -VaultName $vault -Name 'apim-policy-key' -AsPlainText
$resp = Invoke-WebRequest -Uri "https://apim-bw-$Environment.azure-api.net/policy/v1/health" -Headers @{ 'x-api-key' = $apimKey } -SkipHttpErrorCheck
if ($resp.StatusCode -in 502, 503) {
    Write-Warning "Policy service backend is unhealthy ($($resp.StatusCode))"
}
