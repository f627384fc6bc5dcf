using System.Text.Json.Serialization;

namespace FieldNest.Maui.Services.Dialstream;

public sealed class DialstreamErrorResponse
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = string.Empty;

    [JsonPropertyName("details")]
    public List<DialstreamErrorDetail>? Details { get; set; }
}

public sealed class DialstreamErrorDetail
{
    [JsonPropertyName("path")]
    public string Path { get; set; } = string.Empty;

    [JsonPropertyName("message")]
    public string Message { get; set; } = string.Empty;
}

public enum DialstreamFailureKind
{
    IdentityProviderUnavailable,
    ApiDisabled,
    UserNotFound,
    ListNotFound,
    RateLimited,
    Other,
}

public sealed class DialstreamException : Exception
{
    public DialstreamException(DialstreamFailureKind kind, int status, string message)
        : base(message)
    {
        Kind = kind;
        Status = status;
    }

    public DialstreamFailureKind Kind { get; }
    public int Status { get; }
}
