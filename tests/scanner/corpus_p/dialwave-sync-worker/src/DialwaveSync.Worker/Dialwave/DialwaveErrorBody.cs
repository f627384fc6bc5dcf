using System.Text.Json.Serialization;

namespace DialwaveSync.Worker.Dialwave;

public sealed class DialwaveErrorBody
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = string.Empty;

    [JsonPropertyName("details")]
    public List<DialwaveErrorDetail>? Details { get; set; }
}

public sealed class DialwaveErrorDetail
{
    [JsonPropertyName("path")]
    public string? Path { get; set; }

    [JsonPropertyName("message")]
    public string? Message { get; set; }
}

public class DialwaveApiException : Exception
{
    public DialwaveApiException(int status, string message) : base(message) => Status = status;
    public int Status { get; }
}

public sealed class DialwaveTransientException : DialwaveApiException
{
    public DialwaveTransientException(int status, string message) : base(status, message) { }
}

public sealed class DialwaveUserNotFoundException : DialwaveApiException
{
    public DialwaveUserNotFoundException(string message) : base(404, message) { }
}
