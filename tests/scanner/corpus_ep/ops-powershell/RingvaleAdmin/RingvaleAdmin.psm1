Set-StrictMode -Version Latest

$script:RvConfig = @{
    BaseUri  = $env:RINGVALE_BASE_URI ?? 'https://api.ringvale.com/api/public/v1'
    ApiKey   = $env:RINGVALE_API_KEY
    ActingAs = $env:RINGVALE_ACTING_EMAIL
}

foreach ($folder in 'Private', 'Public') {
    Get-ChildItem -Path (Join-Path $PSScriptRoot $folder) -Filter '*.ps1' -ErrorAction SilentlyContinue |
        ForEach-Object { . $_.FullName }
}

Export-ModuleMember -Function (Get-ChildItem -Path (Join-Path $PSScriptRoot 'Public') -Filter '*.ps1').BaseName
