Set-StrictMode -Version Latest

$script:RingmeshHost = 'https://api.ringmesh.io'
$script:RingmeshApiVersion = 'v1'

Get-ChildItem -Path (Join-Path $PSScriptRoot 'Private') -Filter *.ps1 | ForEach-Object { . $_.FullName }
Get-ChildItem -Path (Join-Path $PSScriptRoot 'Public') -Filter *.ps1 | ForEach-Object { . $_.FullName }
