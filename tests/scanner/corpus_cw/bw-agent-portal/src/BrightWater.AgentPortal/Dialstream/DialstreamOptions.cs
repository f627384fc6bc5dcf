using System.ComponentModel.DataAnnotations;

namespace BrightWater.AgentPortal.Dialstream;

public sealed class DialstreamOptions
{
    public const string SectionName = "Dialstream";

    /// <summary>Base URL including the public API prefix, trailing slash required.</summary>
    [Required]
    public string BaseUrl { get; set; } = "https://api.dialstream.io/api/public/v1/";

    [Required]
    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Login email of the Dialstream user the portal acts as.</summary>
    [Required, EmailAddress]
    public string ActingUserEmail { get; set; } = string.Empty;

    [Range(1, 120)]
    public int TimeoutSeconds { get; set; } = 30;
}
