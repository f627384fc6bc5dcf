<#
  One-time local setup. Stores dev credentials in dotnet user-secrets so they
  never land in appsettings.json.
#>
$project = Join-Path $PSScriptRoot '..\src\DialerSync.Worker'

dotnet user-secrets set 'Ringlane:BaseUrl' 'https://sandbox.ringlane.io/api/public/v1' --project $project
dotnet user-secrets set 'Ringlane:ApiKey' 'rl_Xb7mQ2nV9kLp4TzR8wHc3JfG6sDy' --project $project
dotnet user-secrets set 'Ringlane:ActingUserEmail' "$env:USERNAME@brightpathhome.com" --project $project
dotnet user-secrets set 'SendGrid:ApiKey' 'SG.your-sendgrid-key-here' --project $project

$webhooks = Join-Path $PSScriptRoot '..\src\DialerSync.Webhooks'
dotnet user-secrets init --project $webhooks
dotnet user-secrets set 'Webhooks:StripeSigningSecret' 'whsec_replace_me' --project $webhooks

Write-Host 'User secrets configured.' -ForegroundColor Green
