using System.Text.Json.Serialization;

namespace Brightharbor.ListSync.Clients;

public sealed record CallvaneErrorDetail(
    [property: JsonPropertyName("path")] string Path,
    [property: JsonPropertyName("message")] string Message);

public sealed record CallvaneErrorBody(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] IReadOnlyList<CallvaneErrorDetail>? Details);

public sealed class CallvaneApiException(int status, string message, IReadOnlyList<CallvaneErrorDetail>? details)
    : Exception(message)
{
    public int Status { get; } = status;
    public IReadOnlyList<CallvaneErrorDetail> Details { get; } = details ?? [];
}
