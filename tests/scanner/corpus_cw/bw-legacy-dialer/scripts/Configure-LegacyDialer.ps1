param(
    [Parameter(Mandatory)] [string] $Endpoint,
    [Parameter(Mandatory)] [string] $ApiKey
)

# Run by the ARM CustomScriptExtension on the legacy dialer VM.
$config = 'C:\Program Files\BrightWater\LegacyDialer\LegacyDialer.exe.config'
[xml]$xml = Get-Content $config

($xml.configuration.appSettings.add | Where-Object key -eq 'Dialstream.Endpoint').value = $Endpoint
($xml.configuration.appSettings.add | Where-Object key -eq 'Dialstream.ApiKey').value = $ApiKey

$xml.Save($config)
Restart-Service -Name 'BrightWaterDialerAgent' -ErrorAction SilentlyContinue
