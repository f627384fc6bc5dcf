using System.Net;
using System.Net.Http.Json;
using System.Text.Json;

namespace Dialer.Gateway.CallHaven;

public sealed record CallSummary(string Id, string Status, int DurationSeconds);

public sealed class CallHavenV2Exception(HttpStatusCode status, string code, string message) : Exception(message)
{
    public HttpStatusCode Status { get; } = status;
    public string Code { get; } = code;
}

public sealed class CallHavenV2Client(HttpClient http, ILogger<CallHavenV2Client> logger)
{
    public async Task<CallSummary?> GetCallAsync(string id, CancellationToken ct)
    {
        using var resp = await http.GetAsync($"calls/{id}", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound) return null;
        if (!resp.IsSuccessStatusCode) throw await ToExceptionAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<CallSummary>(cancellationToken: ct);
    }

    private async Task<CallHavenV2Exception> ToExceptionAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        using var doc = JsonDocument.Parse(await resp.Content.ReadAsStringAsync(ct));
        var err = doc.RootElement.GetProperty("error");
        var code = err.GetProperty("code").GetString() ?? "unknown";
        var message = err.GetProperty("message").GetString() ?? "";
        if (code == "user_not_found")
        {
            logger.LogWarning("CallHaven user mapping missing: {Message}", message);
        }
        return new CallHavenV2Exception(resp.StatusCode, code, message);
    }
}
