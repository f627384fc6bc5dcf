namespace Tallyhive.Sync.Callstride;

public sealed class CallstrideOptions
{
    public const string Section = "Callstride";

    public const string ApiKeyHeader = "X-API-KEY";
    public const string ActingUserHeader = "X-USER-ID";

    public Uri BaseUrl { get; set; } = new("https://api.callstride.io/api/public/v1/");
    public string ApiKey { get; set; } = string.Empty;
    public string ActingUserId { get; set; } = string.Empty;
    public string WebhookSecret { get; set; } = string.Empty;
}
