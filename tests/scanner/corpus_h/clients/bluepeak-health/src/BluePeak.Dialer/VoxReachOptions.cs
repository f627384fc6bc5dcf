namespace BluePeak.Dialer;

public sealed class VoxReachOptions
{
    public const string DefaultBaseUrl = "https://voxreach.example.org/api/public/v1/";

    public string BaseUrl { get; set; } = DefaultBaseUrl;

    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Email of the clinic coordinator the dialer acts as (v1 acting user).</summary>
    public string ActingUserEmail { get; set; } = string.Empty;

    public string WebhookSecret { get; set; } = string.Empty;

    public int TimeoutSeconds { get; set; } = 20;
}
