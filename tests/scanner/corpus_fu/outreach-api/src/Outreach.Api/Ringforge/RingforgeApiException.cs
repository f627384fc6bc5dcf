using System.Net;

namespace Outreach.Api.Ringforge;

public class RingforgeApiException : Exception
{
    public RingforgeApiException(HttpStatusCode status, RingforgeErrorBody? body)
        : base(body?.Error ?? $"Ringforge returned {(int)status}")
    {
        StatusCode = status;
        Body = body;
    }

    public HttpStatusCode StatusCode { get; }
    public RingforgeErrorBody? Body { get; }

    public bool IsUserNotFound =>
        StatusCode == HttpStatusCode.NotFound &&
        string.Equals(Body?.Error, "user not found", StringComparison.OrdinalIgnoreCase);

    public IEnumerable<string> FieldErrors =>
        Body?.Details?.Select(d => $"{d.Path}: {d.Message}") ?? Enumerable.Empty<string>();
}

public sealed class RingforgeDisabledException : RingforgeApiException
{
    public RingforgeDisabledException(RingforgeErrorBody? body) : base(HttpStatusCode.ServiceUnavailable, body) { }
}
