using System.Text.Json.Serialization;

namespace Kestrel.Dialer.Dialcrest;

public sealed class DialcrestErrorBody
{
    [JsonPropertyName("error")]
    public string? Error { get; set; }

    [JsonPropertyName("details")]
    public List<DialcrestErrorDetail>? Details { get; set; }
}

public sealed class DialcrestErrorDetail
{
    public string? Path { get; set; }
    public string? Message { get; set; }
}

public class DialcrestException : Exception
{
    public int StatusCode { get; }

    public DialcrestException(int statusCode, string message) : base(message) => StatusCode = statusCode;
}

public sealed class DialcrestAuthException(string message) : DialcrestException(401, message);

public sealed class DialcrestNotFoundException(string message) : DialcrestException(404, message);

public sealed class DialcrestUserNotFoundException(string email)
    : DialcrestException(404, $"Dialcrest does not know the acting user '{email}'");

public sealed class DialcrestTransientException(string message) : DialcrestException(0, message);

public sealed class DialcrestDisabledException(string message) : DialcrestException(503, message);
