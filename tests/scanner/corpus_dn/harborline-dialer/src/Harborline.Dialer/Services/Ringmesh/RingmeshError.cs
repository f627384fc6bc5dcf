using System.Net;
using System.Text.Json.Serialization;

namespace Harborline.Dialer.Services.Ringmesh;

public sealed class RingmeshErrorBody
{
    [JsonPropertyName("error")]
    public string? Error { get; set; }

    [JsonPropertyName("details")]
    public List<RingmeshErrorDetail>? Details { get; set; }
}

public sealed class RingmeshErrorDetail
{
    [JsonPropertyName("path")]
    public string? Path { get; set; }

    [JsonPropertyName("message")]
    public string? Message { get; set; }
}

public class RingmeshApiException : Exception
{
    public RingmeshApiException(HttpStatusCode status, string message, IReadOnlyList<RingmeshErrorDetail>? details = null)
        : base(message)
    {
        StatusCode = status;
        Details = details ?? Array.Empty<RingmeshErrorDetail>();
    }

    public HttpStatusCode StatusCode { get; }

    public IReadOnlyList<RingmeshErrorDetail> Details { get; }
}

public sealed class RingmeshUserNotFoundException : RingmeshApiException
{
    public RingmeshUserNotFoundException(string message) : base(HttpStatusCode.NotFound, message) { }
}

public sealed class RingmeshUnavailableException : RingmeshApiException
{
    public RingmeshUnavailableException(HttpStatusCode status, string message) : base(status, message) { }

    public bool IsTransient => StatusCode == HttpStatusCode.BadGateway;
}
