namespace Tidewater.Billing.Ringdeck;

public sealed class RingdeckOptions
{
    public const string Section = "Ringdeck";

    public string BaseUrl { get; set; } = "https://api.ringdeck.com/api/public/v1/"; // trailing slash matters for HttpClient
    public string ApiKey { get; set; } = string.Empty;
    public string ActingUserEmail { get; set; } = "billing-svc@tidewater-logistics.com";
    public string WebhookSecret { get; set; } = string.Empty;
}
