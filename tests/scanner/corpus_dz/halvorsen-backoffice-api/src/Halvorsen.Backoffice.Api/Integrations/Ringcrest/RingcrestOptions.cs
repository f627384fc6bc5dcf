using System.ComponentModel.DataAnnotations;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

public sealed class RingcrestOptions
{
    public const string SectionName = "Ringcrest";

    [Required, Url]
    public string BaseUrl { get; set; } = "https://api.ringcrest.io/api/public/v1";

    /// <summary>Shared public API key (one per tenant). Lives in user-secrets / Key Vault.</summary>
    [Required]
    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Login email of the service account the calls are placed on behalf of.</summary>
    public string DefaultActingUserEmail { get; set; } = "dialer-bot@halvorsenfreight.no";

    public string WebhookSigningSecret { get; set; } = string.Empty;

    public int TimeoutSeconds { get; set; } = 20;

    public int RetryCount { get; set; } = 3;
}
