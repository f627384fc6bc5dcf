namespace Brightharbor.ListSync.Clients;

public sealed class CallvaneOptions
{
    public const string Section = "Callvane";
    public const string ApiKeyHeader = "x-api-key";
    public const string ActingUserHeader = "x-user-email";

    public required Uri BaseUrl { get; init; }
    public required string ApiKey { get; init; }
    public required string ServiceAccountEmail { get; init; }
    public string? WebhookSecret { get; init; }
}
