using System.Text.Json.Serialization;

namespace Quillstone.Reporting.Talkpath;

public sealed class TalkpathError
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = "";

    [JsonPropertyName("details")]
    public List<TalkpathErrorDetail> Details { get; set; } = new();
}

public sealed class TalkpathErrorDetail
{
    public string Path { get; set; } = "";
    public string Message { get; set; } = "";
}
