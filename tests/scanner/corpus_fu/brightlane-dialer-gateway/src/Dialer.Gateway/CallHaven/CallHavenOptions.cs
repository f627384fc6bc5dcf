namespace Dialer.Gateway.CallHaven;

public sealed class CallHavenOptions
{
    public string BaseUrl { get; set; } = "https://api.callhaven.com/api/public/v2/";
    public string ApiKey { get; set; } = "";

    /// <summary>Only used by LegacyContactListShim until contact lists land in v2.</summary>
    public string LegacyBaseUrl { get; set; } = "https://api.callhaven.com/api/public/v1/";
    public string LegacyApiKey { get; set; } = "";
    public string LegacyActingUserId { get; set; } = "";

    public string WebhookSecret { get; set; } = "";
    public string LegacyWebhookSecret { get; set; } = "";
}
