using System.ComponentModel.DataAnnotations;

namespace DialerSync.Worker.Options;

/// <summary>
/// Bound from the "Ringlane" section of appsettings.json. The API key is expected
/// to come from user secrets locally and from Key Vault in production.
/// </summary>
public sealed class RinglaneOptions
{
    public const string SectionName = "Ringlane";

    public const string DefaultBaseUrl = "https://api.ringlane.io/api/public/v1";

    [Required, Url]
    public string BaseUrl { get; set; } = DefaultBaseUrl;

    [Required]
    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Login email of the Ringlane user the sync acts as.</summary>
    [Required, EmailAddress]
    public string ActingUserEmail { get; set; } = string.Empty;

    [Range(5, 300)]
    public int TimeoutSeconds { get; set; } = 30;

    [Range(1, 1440)]
    public int SyncIntervalMinutes { get; set; } = 15;

    public string ListPrefix { get; set; } = "BP-Campaign-";
}
