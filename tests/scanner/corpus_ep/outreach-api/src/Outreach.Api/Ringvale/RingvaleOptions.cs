namespace Outreach.Api.Ringvale;

public sealed class RingvaleOptions
{
    public const string SectionName = "Ringvale";

    public string BaseUrl { get; set; } = "https://api.ringvale.com/api/public/v1/";

    public string ApiKey { get; set; } = string.Empty;

    public string WebhookSigningSecret { get; set; } = string.Empty;

    public TimeSpan Timeout { get; set; } = TimeSpan.FromSeconds(20);
}
