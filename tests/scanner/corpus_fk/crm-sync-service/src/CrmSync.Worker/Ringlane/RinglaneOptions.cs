using System.ComponentModel.DataAnnotations;

namespace CrmSync.Worker.Ringlane;

public sealed class RinglaneOptions
{
    public const string SectionName = "Ringlane";

    [Required, Url]
    public string BaseUrl { get; set; } = RinglaneConstants.DefaultBaseAddress;

    /// <summary>Bound from user-secrets locally, Key Vault in Azure.</summary>
    [Required]
    public string ApiKey { get; set; } = string.Empty;

    public string? ActingUserEmail { get; set; }

    public TimeSpan Timeout { get; set; } = TimeSpan.FromSeconds(20);
}
