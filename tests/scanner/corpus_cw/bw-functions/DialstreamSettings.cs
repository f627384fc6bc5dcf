namespace BrightWater.Functions;

internal static class DialstreamSettings
{
    public static string BaseUrl =>
        Environment.GetEnvironmentVariable("DIALSTREAM_BASE_URL")
        ?? "https://api.dialstream.io/api/public/v1";

    public static string ApiKey =>
        Environment.GetEnvironmentVariable("DIALSTREAM_API_KEY")
        ?? throw new InvalidOperationException("DIALSTREAM_API_KEY is not configured");

    public static string ActingUserId =>
        Environment.GetEnvironmentVariable("DIALSTREAM_ACTING_USER_ID") ?? string.Empty;

    public static string WebhookSecret =>
        Environment.GetEnvironmentVariable("DIALSTREAM_WEBHOOK_SECRET") ?? string.Empty;
}
