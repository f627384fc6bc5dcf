using System.ComponentModel.DataAnnotations;

namespace Meridian.Dispatch.Outreach.Infrastructure;

/// <summary>
/// Bound from the "RingPilot" section of appsettings.
/// RingPilot is the outbound dialer the driver-recruiting desk uses ("the dialer" in Slack).
/// NOTE: v1 of their API is what we integrated in 2022; see ADR-014 for the v2 plan.
/// </summary>
public sealed class RingPilotOptions
{
    public const string SectionName = "RingPilot";

    // Header names used by the dialer API.
    public const string KeyHeader = "X-Api-Key";
    public const string ActingUserHeader = "X-User-Email";
    public const string CorrelationHeader = "X-Correlation-Id";

    [Required]
    public string BaseUrl { get; set; } = string.Empty;

    [Required]
    public string ApiKey { get; set; } = string.Empty;

    [EmailAddress]
    public string DefaultOwnerEmail { get; set; } = string.Empty;

    [Range(1, 120)]
    public int TimeoutSeconds { get; set; } = 20;

    public int RetryCount { get; set; } = 3;

    public string? WebhookSharedSecret { get; set; }

    public Uri BuildUri(string relative) =>
        new(new Uri(BaseUrl.TrimEnd('/') + "/"), relative.TrimStart('/'));
}
