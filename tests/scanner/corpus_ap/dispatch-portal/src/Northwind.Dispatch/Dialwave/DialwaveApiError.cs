using System.Text.Json.Serialization;

namespace Northwind.Dispatch.Dialwave;

/// <summary>Error payload returned by the Dialwave public API.</summary>
public sealed record DialwaveApiError
{
    [JsonPropertyName("error")]
    public string Error { get; init; } = string.Empty;

    [JsonPropertyName("details")]
    public IReadOnlyList<DialwaveErrorDetail>? Details { get; init; }
}

public sealed record DialwaveErrorDetail(
    [property: JsonPropertyName("path")] string Path,
    [property: JsonPropertyName("message")] string Message);

public class DialwaveException : Exception
{
    public DialwaveException(int status, string message) : base(message) => Status = status;
    public int Status { get; }
}
