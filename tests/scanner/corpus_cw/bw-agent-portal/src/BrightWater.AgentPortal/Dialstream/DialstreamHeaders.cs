namespace BrightWater.AgentPortal.Dialstream;

/// <summary>
/// Header names understood by the Dialstream public API.
/// </summary>
internal static class DialstreamHeaders
{
    public const string ApiKey = "x-api-key";
    public const string ActingUser = "X-User-Email";
    public const string RequestId = "X-Request-Id";
}
