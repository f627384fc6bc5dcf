namespace DialerSync.Worker.Dialer;

public sealed class DialerOptions
{
    public string Host { get; set; } = "https://api.ringvale.com";

    /// <summary>Path version segment of the Ringvale public API.</summary>
    public string ApiVersion { get; set; } = "v1";

    public string ApiKey { get; set; } = string.Empty;

    /// <summary>Okta user id of the integration account the sync acts as.</summary>
    public string ServiceAccountUserId { get; set; } = string.Empty;

    public int PageSize { get; set; } = 200;
}
