using Newtonsoft.Json;

namespace RinglaneAdmin.Services;

/// <summary>Shape of Ringlane error responses.</summary>
public class ApiError
{
    [JsonProperty("error")]
    public string Message { get; set; } = "";

    [JsonProperty("details")]
    public ApiErrorDetail[]? Details { get; set; }
}

public class ApiErrorDetail
{
    public string Path { get; set; } = "";
    public string Message { get; set; } = string.Empty;
}

public class RinglaneException : Exception
{
    public RinglaneException(int status, ApiError? error)
        : base(error?.Message ?? $"HTTP {status}")
    {
        Status = status;
        Error = error;
    }

    public int Status { get; }
    public ApiError? Error { get; }
}
