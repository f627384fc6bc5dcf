using System.Net;
using System.Net.Http.Json;
using System.Text.Json;

namespace Brightline.AgentTool.Services;

/// <summary>Brightline's own backend (app.brightline.io). SSO bearer token + user headers.</summary>
public sealed class BackendApi
{
    private readonly HttpClient _http;

    public BackendApi(string baseUrl, Func<string> tokenProvider, AgentIdentity me)
    {
        _http = new HttpClient(new BearerHandler(tokenProvider)) { BaseAddress = new Uri(baseUrl) };
        _http.DefaultRequestHeaders.Add("X-User-Email", me.Email);
        _http.DefaultRequestHeaders.Add("X-User-Id", me.BackendUserId.ToString());
    }

    public async Task<AgentProfile?> GetProfileAsync()
    {
        var resp = await _http.GetAsync("v1/agents/me");
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            var doc = await resp.Content.ReadFromJsonAsync<JsonElement>();
            if (doc.GetProperty("error").GetString() == "user not found")
                return null; // first login; profile gets created on save
        }
        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
            throw new InvalidOperationException("Brightline is in maintenance, try again in a few minutes.");
        resp.EnsureSuccessStatusCode();
        return await resp.Content.ReadFromJsonAsync<AgentProfile>();
    }

    public Task SaveDispositionAsync(Disposition d) => _http.PostAsJsonAsync("v1/dispositions", d);
}
