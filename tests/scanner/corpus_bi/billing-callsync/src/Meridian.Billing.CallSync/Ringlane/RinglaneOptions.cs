namespace Meridian.Billing.CallSync.Ringlane;

public sealed class RinglaneOptions
{
    public const string SectionName = "Ringlane";

    public string BaseUrl { get; set; } = "https://api.ringlane.com/api/public/v1/";
    public string ApiKey { get; set; } = string.Empty;
    public string ServiceAccountEmail { get; set; } = "billing-bot@meridian.com";
    public int TimeoutSeconds { get; set; } = 15;
}
