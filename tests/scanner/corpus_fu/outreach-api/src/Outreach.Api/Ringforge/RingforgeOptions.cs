using System.ComponentModel.DataAnnotations;

namespace Outreach.Api.Ringforge;

public sealed class RingforgeOptions
{
    public const string SectionName = "Ringforge";

    [Required]
    public string BaseUrl { get; set; } = "https://api.ringforge.io/api/public/v1";

    [Required]
    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Login email of the service user the dialer acts as.</summary>
    public string ServiceUserEmail { get; set; } = "outreach-bot@tidewater-logistics.com";

    public int TimeoutSeconds { get; set; } = 20;
}
