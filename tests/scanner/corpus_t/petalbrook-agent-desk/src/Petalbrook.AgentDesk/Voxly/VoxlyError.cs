using System.Net;
using System.Text.Json.Serialization;
using Refit;

namespace Petalbrook.AgentDesk.Voxly;

public sealed class VoxlyError
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = "";

    [JsonPropertyName("details")]
    public List<VoxlyErrorDetail> Details { get; set; } = new();
}

public sealed class VoxlyErrorDetail
{
    [JsonPropertyName("path")]
    public string Path { get; set; } = "";

    [JsonPropertyName("message")]
    public string Message { get; set; } = "";
}

public static class VoxlyErrorMapper
{
    public static async Task<string> DescribeAsync(ApiException ex)
    {
        var body = await ex.GetContentAsAsync<VoxlyError>();
        if (ex.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            return "Voxly public API is disabled for Petalbrook. Contact the Voxly admin.";
        }
        if (ex.StatusCode == HttpStatusCode.NotFound && body?.Error == "user not found")
        {
            return "Your e-mail is not set up as a Voxly user.";
        }
        var fields = string.Join("; ", body?.Details.Select(d => $"{d.Path}: {d.Message}") ?? Array.Empty<string>());
        return string.IsNullOrEmpty(fields) ? body?.Error ?? ex.Message : fields;
    }
}
