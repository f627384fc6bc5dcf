using System.Net;

namespace BrightWater.AgentPortal.Dialstream;

public class DialstreamApiException : Exception
{
    public HttpStatusCode StatusCode { get; }
    public DialstreamError? Error { get; }

    public DialstreamApiException(HttpStatusCode statusCode, DialstreamError? error)
        : base(error?.Error ?? $"Dialstream returned {(int)statusCode}")
    {
        StatusCode = statusCode;
        Error = error;
    }

    public bool IsUnknownUser =>
        StatusCode == HttpStatusCode.NotFound &&
        string.Equals(Error?.Error, "user not found", StringComparison.OrdinalIgnoreCase);

    public bool IsApiDisabled => StatusCode == HttpStatusCode.ServiceUnavailable;

    public string DescribeFields() =>
        Error?.Details is null
            ? string.Empty
            : string.Join("; ", Error.Details.Select(d => $"{d.Path}: {d.Message}"));
}
