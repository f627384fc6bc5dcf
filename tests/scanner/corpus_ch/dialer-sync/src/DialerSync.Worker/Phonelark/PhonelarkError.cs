using System.Text.Json.Serialization;

namespace DialerSync.Worker.Phonelark;

public sealed record PhonelarkErrorBody(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] IReadOnlyList<PhonelarkErrorDetail>? Details);

public sealed record PhonelarkErrorDetail(string Path, string Message);

public sealed class PhonelarkApiException : Exception
{
    public PhonelarkApiException(int status, string message) : base(message) => Status = status;
    public int Status { get; }
    public bool IsTransient => Status is 429 or 502;
}
