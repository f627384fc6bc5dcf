param(
    [string] $VaultName = 'kv-tw-dev',
    [switch] $Force
)

# One-off seeding for the dev vault. Prod values are set by the platform team.
$secrets = [ordered]@{
    'ringforge-api-key'  = 'Mx4rT9wQ2bN7kL5pV8cZ1jH3yF6s'
    'apim-inventory-key' = '0f3c9a1e7b2d4c6e8a0b1c2d3e4f5a6b'
    'sendgrid-api-key'   = 'SG.REPLACE_ME'
}

foreach ($name in $secrets.Keys) {
    $existing = Get-AzKeyVaultSecret -VaultName $VaultName -Name $name -ErrorAction SilentlyContinue
    if ($existing -and -not $Force) {
        Write-Host "skip $name (exists)"
        continue
    }
    $value = ConvertTo-SecureString $secrets[$name] -AsPlainText -Force
    Set-AzKeyVaultSecret -VaultName $VaultName -Name $name -SecretValue $value | Out-Null
    Write-Host "set  $name"
}
