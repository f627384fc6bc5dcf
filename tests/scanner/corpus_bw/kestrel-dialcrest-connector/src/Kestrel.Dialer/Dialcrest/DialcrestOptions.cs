namespace Kestrel.Dialer.Dialcrest;

public sealed class DialcrestOptions
{
    public const string SectionName = "Dialcrest";

    public string BaseUrl { get; set; } = "https://api.dialcrest.com/api/public/v1";

    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Login email of the Dialcrest user the integration acts as.</summary>
    public string ActingUserEmail { get; set; } = string.Empty;

    public int TimeoutSeconds { get; set; } = 20;

    public WebhookOptions Webhook { get; set; } = new();

    public sealed class WebhookOptions
    {
        public string SigningSecret { get; set; } = string.Empty;
    }
}
