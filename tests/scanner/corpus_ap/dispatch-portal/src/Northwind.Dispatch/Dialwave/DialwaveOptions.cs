namespace Northwind.Dispatch.Dialwave;

public sealed class DialwaveOptions
{
    public const string Section = "Dialwave";

    public Uri BaseAddress { get; set; } = new("https://api.dialwave.com/api/public/v1/");
    public string ApiKey { get; set; } = string.Empty;
    public string ActingUserEmail { get; set; } = string.Empty;
    public string WebhookSecret { get; set; } = string.Empty;
}

public sealed class DialwaveRecordingsOptions
{
    public const string Section = "DialwaveRecordings";

    public Uri BaseAddress { get; set; } = new("https://api.dialwave.com/api/public/v2/");
    public string ApiKey { get; set; } = string.Empty;
}
