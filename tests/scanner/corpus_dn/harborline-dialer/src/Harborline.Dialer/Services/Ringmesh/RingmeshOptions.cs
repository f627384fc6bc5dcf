namespace Harborline.Dialer.Services.Ringmesh;

public sealed class RingmeshOptions
{
    public const string Section = "Ringmesh";

    /// <summary>Base URL including the version segment, e.g. https://api.ringmesh.io/api/public/{version}/</summary>
    public string BaseUrl { get; set; } = string.Empty;

    /// <summary>Shared account key. Never commit; use dotnet user-secrets or HARBORLINE_Ringmesh__ApiKey.</summary>
    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Fallback acting user when nobody is signed in (kiosk mode).</summary>
    public string? ActingUserEmail { get; set; }

    public int TimeoutSeconds { get; set; } = 20;

    public int MaxRetries { get; set; } = 3;
}
