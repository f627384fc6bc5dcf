using System.Text.Json.Serialization;

namespace Meridel.Outreach.Api.Voxbridge;

public sealed record VoxbridgeErrorResponse
{
    [JsonPropertyName("error")]
    public string Error { get; init; } = string.Empty;

    [JsonPropertyName("details")]
    public IReadOnlyList<VoxbridgeErrorDetail> Details { get; init; } = Array.Empty<VoxbridgeErrorDetail>();
}

public sealed record VoxbridgeErrorDetail(
    [property: JsonPropertyName("path")] string Path,
    [property: JsonPropertyName("message")] string Message);

public sealed class VoxbridgeApiException : Exception
{
    public VoxbridgeApiException(int statusCode, VoxbridgeErrorResponse? body)
        : base(body?.Error ?? $"Voxbridge returned {statusCode}")
    {
        StatusCode = statusCode;
        Body = body;
    }

    public int StatusCode { get; }

    public VoxbridgeErrorResponse? Body { get; }
}
