using Newtonsoft.Json;

namespace Brightline.AgentTool.Services;

public sealed class HarborErrorDetail
{
    [JsonProperty("path")] public string Path { get; set; } = "";
    [JsonProperty("message")] public string Message { get; set; } = "";
}

/// <summary>Error payload returned by CallHarbor.</summary>
public sealed class HarborErrorBody
{
    [JsonProperty("error")]
    public string Error { get; set; } = "";

    [JsonProperty("details")]
    public List<HarborErrorDetail> Details { get; set; } = new();
}

public class HarborApiException : Exception
{
    public HarborApiException(int status, string message, IReadOnlyList<HarborErrorDetail>? details = null)
        : base(message)
    {
        Status = status;
        Details = details ?? Array.Empty<HarborErrorDetail>();
    }

    public int Status { get; }
    public IReadOnlyList<HarborErrorDetail> Details { get; }
}

public sealed class HarborUnavailableException : HarborApiException
{
    public HarborUnavailableException(int status, string message) : base(status, message) { }
}
