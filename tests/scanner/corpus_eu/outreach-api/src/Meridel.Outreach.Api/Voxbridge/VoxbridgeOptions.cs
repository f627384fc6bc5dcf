namespace Meridel.Outreach.Api.Voxbridge;

public sealed class VoxbridgeOptions
{
    public const string SectionName = "Voxbridge";

    public string BaseUrl { get; set; } = "https://api.voxbridge.io/api/public/v1/";

    public string ApiKey { get; set; } = string.Empty;

    public int TimeoutSeconds { get; set; } = 10;
}
